import type { PortalLocale } from '@lego-portal/rules';
import { LOCALE_NAMES, LOCALE_TEXTS } from '@lego-portal/rules';
import { useTexts } from '../../texts/texts-context';
import { SegmentedChoice } from '../segmented-choice';

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

/**
 * Chooses the portal's language: English or ไทย, each named in its own language (and marked
 * with its `lang`), so whoever cannot read the language shown still finds their own. A radio
 * group named 'Language' in the language shown: Tab reaches the chosen one, the arrow keys
 * choose. Controlled: the host keeps the value and passes it to `PortalProvider`'s `locale`.
 *
 * @example
 * const [locale, setLocale] = useState<PortalLocale>('en');
 * <PortalProvider locale={locale} ...>
 *   <PortalFrame headerActions={<LocaleSwitch value={locale} onValueChange={setLocale} />}>...</PortalFrame>
 * </PortalProvider>
 */
export function LocaleSwitch({ value, onValueChange, className }: LocaleSwitchProps) {
  const texts = useTexts('locale', LOCALE_TEXTS);
  return (
    <SegmentedChoice
      label={texts.label}
      hideLabel
      size="sm"
      className={className}
      choices={LOCALES.map((locale) => ({ value: locale, label: <span lang={locale}>{LOCALE_NAMES[locale]}</span> }))}
      value={value}
      onValueChange={onValueChange}
    />
  );
}
