import { FRAME_TEXTS } from '@lego-portal/rules';
import type { MouseEvent, ReactNode } from 'react';
import { useContext } from 'react';
import { css } from '../../styled-system/css';
import { useTexts } from '../texts/texts-context';
import { DownloadActivityProvider } from '../downloads/download-activity';
import { MerchantScopeContext, MerchantScopeProvider } from '../merchant-scope/merchant-scope';
import { Footer } from './footer';
import { Header } from './header';
import { SideMenu } from './side-menu';

/** Id of the frame's main landmark, the target of its "Skip to content" link. */
export const PORTAL_MAIN_ID = 'lp-main-content';

/** Props of {@link PortalFrame}. */
export interface PortalFrameProps {
  /** The current screen; it renders a `section` with an `h1`, not another `main`. */
  children: ReactNode;
  /**
   * Footer text, shown as given (the host passes it in the portal's language); defaults to the
   * catalogue's `frame.copyright` in the portal's language.
   */
  copyright?: string;
  /**
   * The host's own controls in the header, before the user menu (in the menu drawer on a frame
   * narrower than 48rem, so the merchant's name has the header): e.g. a
   * `<LocaleSwitch value={locale} onValueChange={setLocale} />` whose value the host passes to
   * `PortalProvider`'s `locale`. Shown signed in or not.
   */
  headerActions?: ReactNode;
}

// A container, not the viewport, decides the layout: an embedding host may give the portal only
// part of its page.
const root = css({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  containerType: 'inline-size',
  containerName: 'lp-frame',
  bg: 'bg.canvas',
});

// The side menu, when shown, sits at the content's inline start.
const body = css({ flex: '1', display: 'flex' });

// Below 48rem the menu is in the header's drawer instead.
const sideMenu = css({
  display: 'none',
  '@container lp-frame (min-width: 48rem)': {
    display: 'block',
    width: '16rem',
    flexShrink: 0,
    p: '3',
    bg: 'bg.subtle',
    borderInlineEndWidth: '1px',
    borderInlineEndStyle: 'solid',
    borderInlineEndColor: 'border.default',
  },
});

const main = css({ flex: '1', minWidth: 0, p: '6', outline: 'none', '@container lp-frame (width < 48rem)': { p: '4' } });

const skipLink = css({
  srOnly: true,
  _focus: {
    zIndex: 'popover',
    top: '2',
    insetInlineStart: '2',
    width: 'auto',
    height: 'auto',
    margin: '0',
    px: '3',
    py: '2',
    overflow: 'visible',
    clip: 'auto',
    whiteSpace: 'nowrap',
    bg: 'bg.surface',
    color: 'accent.text',
    fontWeight: 'semibold',
    borderRadius: 'md',
    boxShadow: 'md',
    outline: '2px solid',
    outlineColor: 'focusRing',
  },
});

/** Moves focus into the content without touching the URL (the host's router owns it). */
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  const target = document.getElementById(PORTAL_MAIN_ID);
  if (!target) return;
  event.preventDefault();
  target.focus();
  target.scrollIntoView?.();
}

/**
 * One merchant scope for the header and the screens (a host's own when it has one): the merchant
 * a staff user chose in one feature is the one the others, and quick find, work on.
 */
function SharedMerchantScope({ children }: { children: ReactNode }) {
  const outer = useContext(MerchantScopeContext);
  return outer ? <>{children}</> : <MerchantScopeProvider>{children}</MerchantScopeProvider>;
}

/**
 * The portal's page layout (spec section 2): a "Skip to content" link, the header (banner) with
 * the host's `headerActions`, the side menu (navigation 'Main menu') left of the content on
 * containers of 48rem or more and in a drawer behind the header's menu button on narrower ones
 * (the content then starts right under a one-row header), the content (main) and the footer
 * (contentinfo) with the download spinner, every text in the portal's language. Renders a
 * {@link DownloadActivityProvider}, so screens inside can `useDownloadActivity()`, and a
 * `MerchantScopeProvider` when the host has none above: a staff user's merchant, chosen in one
 * feature, is the merchant of the others and of the header's quick find.
 *
 * @example
 * <PortalFrame headerActions={<LocaleSwitch value={locale} onValueChange={setLocale} />}>
 *   <HomeScreen />
 * </PortalFrame>
 */
export function PortalFrame({ children, copyright, headerActions }: PortalFrameProps) {
  const texts = useTexts('frame', FRAME_TEXTS);
  return (
    <DownloadActivityProvider>
      <SharedMerchantScope>
      <div className={root}>
        <a href={`#${PORTAL_MAIN_ID}`} className={skipLink} onClick={skipToContent}>
          {texts.skipToContent}
        </a>
        <Header actions={headerActions} />
        <div className={body}>
          <SideMenu className={sideMenu} />
          <main id={PORTAL_MAIN_ID} tabIndex={-1} className={main}>
            {children}
          </main>
        </div>
        <Footer copyright={copyright} />
      </div>
      </SharedMerchantScope>
    </DownloadActivityProvider>
  );
}
