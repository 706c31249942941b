import { Dialog } from '@ark-ui/react/dialog';
import { FRAME_TEXTS } from '@lego-portal/rules';
import type { ReactNode, RefObject } from 'react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { css, cx } from '../../styled-system/css';
import { button } from '../../styled-system/recipes';
import { usePortalSession } from '../provider/portal-provider';
import { useTexts } from '../texts/texts-context';
import { PortalLayer } from '../theme/portal-layer';
import { LastLogin, MerchantName } from './session-summary';
import { SideMenu } from './side-menu';

const iconButton = css({ width: '10', minWidth: '10', px: '0', flexShrink: 0 });

// The button lives in the header, inside the frame's container; the drawer is portalled out of
// it, so only the button follows the container query.
const hiddenWhenWide = css({ '@container lp-frame (min-width: 48rem)': { display: 'none' } });

const backdrop = css({ position: 'fixed', inset: '0', bg: 'bg.backdrop', zIndex: 'overlay' });

const positioner = css({ position: 'fixed', inset: '0', display: 'flex', justifyContent: 'flex-start', zIndex: 'overlay' });

const content = css({
  display: 'flex',
  flexDirection: 'column',
  // Wide enough for the longest entry of either language without breaking a word; the rest of
  // the screen stays visible beside it, to tap away.
  width: 'min(20rem, calc(100% - 3rem))',
  height: '100%',
  overflowY: 'auto',
  bg: 'bg.surface',
  color: 'fg.default',
  boxShadow: 'lg',
  borderInlineEndWidth: '1px',
  borderInlineEndStyle: 'solid',
  borderInlineEndColor: 'border.default',
  outline: 'none',
});

const head = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '2',
  px: '4',
  py: '2',
  borderBottomWidth: '1px',
  borderBottomStyle: 'solid',
  borderBottomColor: 'border.default',
});

const title = css({ fontSize: 'lg', fontWeight: 'semibold', lineHeight: 'tight' });

const summary = css({ display: 'flex', flexDirection: 'column', gap: '1', px: '4', py: '3', bg: 'bg.subtle' });

const merchantName = css({ fontWeight: 'semibold', overflowWrap: 'anywhere' });

const lastLogin = css({ fontSize: 'xs', color: 'fg.muted' });

// The host's header actions (the language switch), which the narrow header has no room for.
const actions = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', px: '4', py: '3', borderBottomWidth: '1px', borderBottomStyle: 'solid', borderBottomColor: 'border.default' });

const menu = css({ flex: '1', p: '3' });

function MenuIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}

function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

/**
 * Closes the drawer when its button disappears, i.e. the frame grew to 48rem or more and shows the
 * side menu inline: one 'Main menu' at a time.
 */
function useCloseWhenHidden(open: boolean, triggerRef: RefObject<HTMLButtonElement | null>, close: () => void) {
  useEffect(() => {
    const element = triggerRef.current;
    if (!open || !element) return;
    const observer = new ResizeObserver(() => {
      if (element.getClientRects().length === 0) close();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [open, triggerRef, close]);
}

/** Props of {@link MenuDrawer}. */
export interface MenuDrawerProps {
  /** The host's header actions (e.g. the language switch), shown under the merchant's name. */
  actions?: ReactNode;
}

/**
 * The side menu of a narrow frame (below 48rem of container width): a menu button, for the start
 * of the header, that opens the same entries as {@link SideMenu} in a modal drawer from the
 * inline-start edge, with the merchant's full name, the last login and the host's header
 * `actions` (the language switch) that the one-row header leaves out. Focus stays inside while it is open and starts on the current entry (else the first);
 * Escape, the close button, a tap beside it or choosing an entry closes it, and focus returns
 * to the menu button. The button is hidden on wider frames, where the side menu is inline.
 */
export function MenuDrawer({ actions: hostActions }: MenuDrawerProps = {}) {
  const texts = useTexts('frame', FRAME_TEXTS);
  const { user } = usePortalSession();
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useCloseWhenHidden(open, triggerRef, close);

  const firstEntry = () => {
    const nav = contentRef.current?.querySelector('nav');
    return nav?.querySelector<HTMLElement>('a[aria-current=page]') ?? nav?.querySelector<HTMLElement>('a') ?? null;
  };

  return (
    <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)} lazyMount unmountOnExit initialFocusEl={firstEntry}>
      <Dialog.Trigger ref={triggerRef} className={cx(button({ variant: 'ghost' }), iconButton, hiddenWhenWide)} aria-label={texts.openMenu}>
        <MenuIcon />
      </Dialog.Trigger>
      <PortalLayer>
        <Dialog.Backdrop className={backdrop} />
        <Dialog.Positioner className={positioner}>
          <Dialog.Content ref={contentRef} className={content}>
            <div className={head}>
              <Dialog.Title className={title}>{texts.openMenu}</Dialog.Title>
              <Dialog.CloseTrigger className={cx(button({ variant: 'ghost' }), iconButton)} aria-label={texts.closeMenu}>
                <CloseIcon />
              </Dialog.CloseTrigger>
            </div>
            {user ? (
              <div className={summary}>
                {user.merchantProfile ? <MerchantName name={user.merchantProfile.merchantName} className={merchantName} /> : null}
                <LastLogin value={user.lastLogin} className={lastLogin} />
              </div>
            ) : null}
            {hostActions ? <div className={actions}>{hostActions}</div> : null}
            <SideMenu className={menu} onNavigate={close} />
          </Dialog.Content>
        </Dialog.Positioner>
      </PortalLayer>
    </Dialog.Root>
  );
}
