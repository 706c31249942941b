import type { PortalLocale } from '@lego-portal/rules';
import { LOCALE_NAMES, LOCALE_TEXTS } from '@lego-portal/rules';
import { useId } from 'react';
import { css, cx } from '../../../styled-system/css';
import { useTexts } from '../../texts/texts-context';

/** Props of {@link LocaleSwitch}. */
export interface LocaleSwitchProps {
  /** The language shown now (what the host passes to `PortalProvider`'s `locale`). */
  value: PortalLocale;
  /** Called with the language chosen; the host re-renders the portal in it. */
  onValueChange: (locale: PortalLocale) => void;
  className?: string;
}

/** The languages offered, in this order. */
const LOCALES: readonly PortalLocale[] = ['en', 'th'];

const isLocale = (value: string | null): value is PortalLocale => LOCALES.includes(value as PortalLocale);

const root = css({
  display: 'inline-flex',
  p: '0.5',
  gap: '0.5',
  bg: 'bg.subtle',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border.default',
  borderRadius: 'md',
});

const srOnly = css({ srOnly: true });

const item = css({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '8',
  px: '3',
  borderRadius: 'sm',
  fontSize: 'sm',
  fontWeight: 'medium',
  color: 'fg.default',
  cursor: 'pointer',
  userSelect: 'none',
  '&:not(:has(input:checked))': { _hover: { bg: 'bg.muted' } },
  '&:has(input:checked)': { bg: 'accent.default', color: 'accent.fg', fontWeight: 'semibold' },
  '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
});

/** The radio itself is for the keyboard and assistive technology; its label is what is seen and clicked. */
const radio = css({ srOnly: true });

/**
 * Chooses the portal's language: English or ไทย, each named in its own language (and marked
 * with its `lang`), so whoever cannot read the language shown still finds their own. A radio
 * group named 'Language' in the language shown: Tab reaches the chosen one, the arrow keys
 * choose. Controlled: the host keeps the value and passes it to `PortalProvider`'s `locale`.
 *
 * Native radio buttons, not a headless segment group: the browser gives them the keyboard and
 * the accessibility they need, and they add almost nothing to the login page, which shows them.
 *
 * @example
 * const [locale, setLocale] = useState<PortalLocale>('en');
 * <PortalProvider locale={locale} ...>
 *   <PortalFrame headerActions={<LocaleSwitch value={locale} onValueChange={setLocale} />}>...</PortalFrame>
 * </PortalProvider>
 */
export function LocaleSwitch({ value, onValueChange, className }: LocaleSwitchProps) {
  const texts = useTexts('locale', LOCALE_TEXTS);
  const id = useId();
  const labelId = `${id}-label`;
  return (
    <div role="radiogroup" aria-labelledby={labelId} className={cx(root, className)}>
      <span id={labelId} className={srOnly}>
        {texts.label}
      </span>
      {LOCALES.map((locale) => (
        <label key={locale} className={item}>
          <input
            type="radio"
            name={id}
            value={locale}
            checked={locale === value}
            onChange={(event) => {
              if (event.currentTarget.checked && isLocale(event.currentTarget.value) && event.currentTarget.value !== value) {
                onValueChange(event.currentTarget.value);
              }
            }}
            className={radio}
          />
          <span lang={locale}>{LOCALE_NAMES[locale]}</span>
        </label>
      ))}
    </div>
  );
}
