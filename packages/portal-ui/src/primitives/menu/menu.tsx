import { Menu as ArkMenu } from '@ark-ui/react/menu';
import { LABELS } from '@lego-portal/rules';
import type { ReactNode } from 'react';
import { cx } from '../../../styled-system/css';
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
}

/** A dropdown of actions on Ark Menu (arrow keys, typeahead, Escape), e.g. Edit / Lock / Delete. */
export function Menu({ label, items, onSelect, disabled, variant = 'outline', classNames }: MenuProps) {
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
          </ArkMenu.Content>
        </ArkMenu.Positioner>
      </PortalLayer>
    </ArkMenu.Root>
  );
}
