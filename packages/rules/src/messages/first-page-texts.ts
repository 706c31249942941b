/**
 * The texts the first page shows (the login page, its loading and error states), in a module of
 * their own: a bundle places a module whole, so were they in `labels.ts`, `auth-texts.ts` and
 * `page-texts.ts` the first load would carry every label, every auth screen's texts and every
 * route's name. Those areas spread these in, so their keys and the catalogue stay as they were.
 */

/**
 * The login page's labels, apart from the rest so the first page every user loads carries only
 * them (`LABELS` spreads them in).
 */
export const SIGN_IN_LABELS = {
  signIn: 'Sign In',
  forgotPassword: 'Forgot Password',
} as const;

/**
 * The texts of the login page itself (`AUTH_TEXTS` holds them too, under the same keys): apart, so
 * the first page every user loads carries none of the other screens' texts.
 */
export const SIGN_IN_TEXTS = {
  /** The portal's name, the heading of every signed-out page. */
  portalTitle: 'Merchant Portal',
  username: 'Username',
  password: 'Password',
  /** The Sign In button while the sign-in runs. */
  signingIn: 'Signing in',
  /** A screen loading on demand, or a new tab joining another tab's session. */
  loading: 'Loading',
  /** Hides a notice above a form (e.g. the session-expired one). */
  dismiss: 'Dismiss',
} as const;

/**
 * What a host's page shows while its code loads and when it fails (`PAGE_TEXTS` holds them too,
 * under the same keys): apart, so the login page carries none of the route names.
 */
export const PAGE_STATE_TEXTS = {
  /** The status shown while a page's code loads. */
  loadingPage: 'Loading page',
  errorTitle: 'Something went wrong',
  errorBody: 'The page could not be shown. Your session is kept; reload the page to continue.',
  reload: 'Reload the page',
} as const;
