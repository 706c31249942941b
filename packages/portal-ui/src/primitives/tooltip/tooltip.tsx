import { Tooltip as ArkTooltip } from '@ark-ui/react/tooltip';
import type { ReactElement, ReactNode } from 'react';
import { css, cx } from '../../../styled-system/css';
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
  /**
   * Lets clicks through the hint to what it covers, e.g. while the user types in the field it
   * describes and the hint, flipped for lack of room, lies over the next field. Off by default.
   */
  passThrough?: boolean;
}

// Important: Ark sets `pointer-events: auto` inline on the content of an interactive tooltip.
const passThroughStyle = css({ pointerEvents: 'none !important' });

/**
 * A hover-and-focus hint on Ark Tooltip; the trigger is described by it (`aria-describedby`)
 * and Escape dismisses it (WCAG 1.4.13).
 */
export function Tooltip({ content, children, openDelay = 300, open, onOpenChange, placement = 'top', passThrough = false }: TooltipProps) {
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
        <ArkTooltip.Positioner className={cx(styles.positioner, passThrough && passThroughStyle)}>
          <ArkTooltip.Content className={cx(styles.content, passThrough && passThroughStyle)}>
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
