import { Menu as ArkMenu } from '@ark-ui/react/menu';
import { LABELS } from '@lego-portal/rules';
import { Fragment, type ReactNode } from 'react';
import { css, cx } from '../../../styled-system/css';
import { button, menu } from '../../../styled-system/recipes';
import { useTexts } from '../../texts/texts-context';
import { PortalLayer } from '../../theme/portal-layer';

/** One entry of a {@link Menu}. */
export interface MenuItem {
  value: string;
  label: string;
  disabled?: boolean;
  /** `danger` for destructive entries such as Delete. */
  tone?: 'danger';
}

/**
 * One value chosen among a few, shown below a {@link Menu}'s items as radio entries (role
 * `menuitemradio`, the chosen one checked): the user menu's calendar.
 */
export interface MenuChoice {
  /** The group's name, shown above its entries and naming the group. */
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onValueChange: (value: string) => void;
}

/** Props of {@link Menu}. */
export interface MenuProps {
  /**
   * What the trigger shows, also its accessible name; 'Action' (the spec's user detail) in the
   * portal's language by default. A node for a trigger with an icon (the header's user menu).
   */
  label?: ReactNode;
  items: MenuItem[];
  onSelect: (value: string) => void;
  disabled?: boolean;
  variant?: 'solid' | 'outline' | 'ghost';
  /** Extra classes of the trigger and of its open/closed indicator (a narrow header's icon trigger). */
  classNames?: { trigger?: string; indicator?: string };
  /** Choices shown below the items (the actions come first), each after a separator. */
  choices?: readonly MenuChoice[];
}

const choiceStyles = {
  label: css({ px: '3', pt: '2', pb: '1', fontSize: 'xs', fontWeight: 'semibold', color: 'fg.muted' }),
  // The check keeps its room when hidden, so the entries' texts line up.
  check: css({ display: 'inline-flex', width: '4', mr: '2', flexShrink: 0, '&[hidden]': { display: 'inline-flex', visibility: 'hidden' } }),
  separator: css({ my: '1', borderTopWidth: '1px', borderColor: 'border.default' }),
};

/** A dropdown of actions on Ark Menu (arrow keys, typeahead, Escape), e.g. Edit / Lock / Delete. */
export function Menu({ label, items, onSelect, disabled, variant = 'outline', classNames, choices = [] }: MenuProps) {
  const styles = menu();
  const labels = useTexts('label', LABELS);
  return (
    <ArkMenu.Root onSelect={(details) => onSelect(details.value)}>
      <ArkMenu.Trigger className={cx(button({ variant }), styles.trigger, classNames?.trigger)} disabled={disabled}>
        {label ?? labels.action}
        <ArkMenu.Indicator className={cx(styles.indicator, classNames?.indicator)}>
          <svg viewBox="0 0 16 16" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <path d="M4 6l4 4 4-4" />
          </svg>
        </ArkMenu.Indicator>
      </ArkMenu.Trigger>
      <PortalLayer>
        <ArkMenu.Positioner className={styles.positioner}>
          <ArkMenu.Content className={styles.content}>
            {items.map((item) => (
              <ArkMenu.Item
                key={item.value}
                value={item.value}
                disabled={item.disabled}
                data-tone={item.tone}
                className={styles.item}
              >
                {item.label}
              </ArkMenu.Item>
            ))}
            {choices.map((choice) => (
              <Fragment key={choice.label}>
                <ArkMenu.Separator className={choiceStyles.separator} />
                <ArkMenu.RadioItemGroup value={choice.value} onValueChange={(details) => choice.onValueChange(details.value)}>
                  <ArkMenu.ItemGroupLabel className={choiceStyles.label}>{choice.label}</ArkMenu.ItemGroupLabel>
                  {choice.options.map((option) => (
                    <ArkMenu.RadioItem key={option.value} value={option.value} className={styles.item}>
                      <ArkMenu.ItemIndicator className={choiceStyles.check}>
                        <svg viewBox="0 0 16 16" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                          <path d="M3 8.5l3 3 7-7" />
                        </svg>
                      </ArkMenu.ItemIndicator>
                      <ArkMenu.ItemText>{option.label}</ArkMenu.ItemText>
                    </ArkMenu.RadioItem>
                  ))}
                </ArkMenu.RadioItemGroup>
              </Fragment>
            ))}
          </ArkMenu.Content>
        </ArkMenu.Positioner>
      </PortalLayer>
    </ArkMenu.Root>
  );
}
