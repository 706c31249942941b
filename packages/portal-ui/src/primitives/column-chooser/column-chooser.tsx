import { Menu as ArkMenu } from '@ark-ui/react/menu';
import { formatMessage, TABLE_TEXTS } from '@lego-portal/rules';
import { css, cx } from '../../../styled-system/css';
import { button, menu } from '../../../styled-system/recipes';
import { useTexts } from '../../texts/texts-context';
import { PortalLayer } from '../../theme/portal-layer';
import { CheckIcon } from '../checkbox/check-icon';

/** One column offered by a {@link ColumnChooser}. */
export interface ColumnChooserOption {
  id: string;
  /** The column's name as the table's header shows it. */
  label: string;
  shown: boolean;
  /** Always shown (the record's key, its status): listed, checked and not changeable. */
  locked?: boolean;
}

/** Props of {@link ColumnChooser}. */
export interface ColumnChooserProps {
  options: ColumnChooserOption[];
  onShownChange: (id: string, shown: boolean) => void;
  /** 'Default columns': forget the choice; the table shows what fits again. */
  onReset: () => void;
  className?: string;
}

const RESET = 'lp-default-columns';

const triggerLayout = css({ gap: '2', flexShrink: 0 });
const contentLayout = css({ maxHeight: 'min(24rem, 70vh)', overflowY: 'auto', minWidth: '14rem' });
const itemLayout = css({ gap: '2', minHeight: '2.75rem', '&[data-disabled]': { cursor: 'default' } });
const boxLayout = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '5',
  height: '5',
  borderWidth: '2px',
  borderStyle: 'solid',
  borderColor: 'border.strong',
  borderRadius: 'sm',
  bg: 'bg.surface',
  color: 'accent.fg',
  '& svg': { visibility: 'hidden' },
  '[data-state=checked] > &': { bg: 'accent.default', borderColor: 'accent.default', '& svg': { visibility: 'visible' } },
  '[data-disabled][data-state=checked] > &': { bg: 'gray.400', borderColor: 'gray.400' },
});
const noteLayout = css({ marginInlineStart: 'auto', paddingInlineStart: '3', fontSize: 'xs', color: 'fg.muted' });
const separatorLayout = css({ borderTopWidth: '1px', borderColor: 'border.default', my: '1' });

function ColumnsIcon() {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
      <rect x="1.75" y="2.75" width="12.5" height="10.5" rx="1.5" />
      <path d="M6 2.75v10.5M10 2.75v10.5" />
    </svg>
  );
}

/**
 * 'Columns': a menu of a table's columns, each with a checkbox (Ark Menu: arrow keys move, Space
 * or Enter turns one on or off and the menu stays open, Escape closes). The trigger says how many
 * are hidden ('Columns (2 hidden)'), so a person knows there is more to show; the columns that
 * are always shown are listed, checked and disabled. 'Default columns' ends the list.
 */
export function ColumnChooser({ options, onShownChange, onReset, className }: ColumnChooserProps) {
  const styles = menu();
  const texts = useTexts('table', TABLE_TEXTS);
  const hidden = options.filter((option) => !option.shown).length;
  return (
    <ArkMenu.Root closeOnSelect={false} onSelect={(details) => details.value === RESET && onReset()}>
      <ArkMenu.Trigger className={cx(button({ variant: 'outline' }), styles.trigger, triggerLayout, className)}>
        <ColumnsIcon />
        {hidden > 0 ? formatMessage(texts.columnsHidden, { hidden }) : texts.columns}
      </ArkMenu.Trigger>
      <PortalLayer>
        <ArkMenu.Positioner className={styles.positioner}>
          <ArkMenu.Content className={cx(styles.content, contentLayout)}>
            {options.map((option) => (
              <ArkMenu.CheckboxItem
                key={option.id}
                value={option.id}
                checked={option.shown}
                disabled={option.locked}
                onCheckedChange={(checked) => onShownChange(option.id, checked)}
                className={cx(styles.item, itemLayout)}
              >
                <span className={boxLayout} aria-hidden="true">
                  <CheckIcon />
                </span>
                <ArkMenu.ItemText>{option.label}</ArkMenu.ItemText>
                {option.locked ? <span className={noteLayout}>{texts.columnAlwaysShown}</span> : null}
              </ArkMenu.CheckboxItem>
            ))}
            <ArkMenu.Separator className={separatorLayout} />
            <ArkMenu.Item value={RESET} closeOnSelect className={cx(styles.item, itemLayout)}>
              {texts.defaultColumns}
            </ArkMenu.Item>
          </ArkMenu.Content>
        </ArkMenu.Positioner>
      </PortalLayer>
    </ArkMenu.Root>
  );
}
