import { Tooltip as ArkTooltip } from '@ark-ui/react/tooltip';
import type { ReactElement, ReactNode } from 'react';
import { tooltip } from '../../../styled-system/recipes';
import { PortalLayer } from '../../theme/portal-layer';

/** Props of {@link Tooltip}. */
export interface TooltipProps {
  /** The hint; may be a list (e.g. the password rules, each marked as met or not). */
  content: ReactNode;
  /** A focusable element (a button or an input): the hint opens on hover and on keyboard focus. */
  children: ReactElement;
  openDelay?: number;
  /** Controlled open state, e.g. kept open while the password field has focus. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  placement?: 'top' | 'bottom' | 'left' | 'right' | 'top-start' | 'bottom-start';
}

/**
 * A hover-and-focus hint on Ark Tooltip; the trigger is described by it (`aria-describedby`)
 * and Escape dismisses it (WCAG 1.4.13).
 */
export function Tooltip({ content, children, openDelay = 300, open, onOpenChange, placement = 'top' }: TooltipProps) {
  const styles = tooltip();
  return (
    <ArkTooltip.Root
      openDelay={openDelay}
      closeDelay={150}
      open={open}
      onOpenChange={onOpenChange ? (details) => onOpenChange(details.open) : undefined}
      positioning={{ placement }}
      interactive
    >
      <ArkTooltip.Trigger asChild>{children}</ArkTooltip.Trigger>
      <PortalLayer>
        <ArkTooltip.Positioner className={styles.positioner}>
          <ArkTooltip.Content className={styles.content}>
            <ArkTooltip.Arrow className={styles.arrow}>
              <ArkTooltip.ArrowTip />
            </ArkTooltip.Arrow>
            {content}
          </ArkTooltip.Content>
        </ArkTooltip.Positioner>
      </PortalLayer>
    </ArkTooltip.Root>
  );
}
