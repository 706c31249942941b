/** Texts of the portal's frame (spec section 2): header, side menu and footer. Ours, where the spec quotes none. */
export const FRAME_TEXTS = {
  skipToContent: 'Skip to content',
  /** Accessible name of the logo, a link to the home page. */
  logo: 'Merchant Portal',
  /** Accessible name of the side menu's navigation landmark. */
  mainMenu: 'Main menu',
  /** Followed by the date and time of the user's last sign-in. */
  lastLogin: 'Last login',
  copyright: '© 2026 The Bank. All rights reserved.',
  /** The footer's spinner while a download runs. */
  downloading: 'Downloading…',
  /** Beside the spinner while a report streams in; `{rows}` is formatted for the language. */
  downloadRows: '{rows} rows received',
  /** The footer's button that stops the running download. */
  cancelDownload: 'Cancel download',
  /** Accessible name of the button that opens the menu drawer on narrow screens, and the drawer's title. */
  openMenu: 'Menu',
  /** Accessible name of the drawer's close button. */
  closeMenu: 'Close menu',
} as const;
