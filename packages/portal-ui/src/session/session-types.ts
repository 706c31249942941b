import type { TokenSet } from '@lego-portal/api-client';
import type { MessageKey, Permissions } from '@lego-portal/rules';

/**
 * The merchant a merchant user belongs to. `specialMerchantCode` is the merchant profile's, kept
 * so the roles can be read again after a token refresh.
 */
export interface SessionMerchant {
  merchantId: string;
  merchantName: string;
  merchantCode?: string;
  specialMerchantCode?: string;
}

/**
 * The signed-in user, as the frame and the screens show and scope it (spec section 3): a merchant
 * user, or one of the bank's staff (x-inferred, issue 29), who has no merchant of their own.
 */
export interface SessionUser {
  /** Sign-in name (`username`). */
  userName: string;
  /** Full name shown in the header. */
  name: string;
  /** The user's id within the merchant, when known. */
  userId?: string;
  /** Previous sign-in, `YYYYMMDDHHmmss`, when known. */
  lastLogin?: string;
  /**
   * The merchant a merchant user belongs to: every screen of theirs is scoped to it. Absent (or
   * null) for bank staff, who work on the merchant they choose (`useMerchantInScope`).
   */
  merchantProfile?: SessionMerchant | null;
  /** Roles from the id token's `custom:auth` claim plus the merchant's special merchant code (spec section 6). */
  roles: readonly string[];
}

/**
 * What screens need of a session. `SessionProvider` supplies it in the reference host; the
 * intranet staff portal passes its own object to `PortalProvider`'s `session` prop.
 */
export interface PortalSession {
  /** The signed-in user, or `null` when signed out. */
  user: SessionUser | null;
  /** Permissions derived from the user's roles (`permissionsOf(roles)`). */
  permissions: Permissions;
  /** Ends the session (calls sign-out, clears storage, tells other tabs). */
  signOut(): Promise<void>;
}

/** Result of a sign-in attempt (spec section 4: 200, 202, or an error). */
export type SignInOutcome =
  | { kind: 'signedIn' }
  /** 202: the user must choose a new password; call `completeNewPassword`. */
  | { kind: 'newPasswordRequired' }
  /**
   * The server's message (`validationMessages[0].message`), or the 503 message, in English (or
   * the server's words). `code` is its catalogue key when the catalogue holds it, by which a
   * screen shows it in the portal's language (`useMessage()(code, message)`); a server's own
   * text has none.
   */
  | { kind: 'error'; message: string; code?: MessageKey };

/**
 * Where the session stands. `joining`: a tab opened without a session of its own is asking the
 * other tabs for their live session (briefly); show a loading state, not the login form.
 */
export type SessionStatus = 'joining' | 'signedOut' | 'newPasswordRequired' | 'signedIn';

/** The full session of the reference host: {@link PortalSession} plus the sign-in flow. */
export interface SessionController extends PortalSession {
  status: SessionStatus;
  /** Signs in; on 202 keeps the credentials in memory (never storage) for `completeNewPassword`. */
  signIn(username: string, password: string): Promise<SignInOutcome>;
  /** Sends sign-in again with `newPassword` after a 202; on success the user is signed in. */
  completeNewPassword(newPassword: string): Promise<SignInOutcome>;
  /** Leaves the forced password change and returns to the login screen. */
  cancelNewPassword(): void;
  /** 'Your session has been expired. Please login again' after an idle or token expiry, else null. */
  expiredNotice: string | null;
  /**
   * The catalogue key of {@link expiredNotice} (`common.sessionExpired`), by which the login
   * screen shows it in the portal's language. A controller without one has its notice shown as
   * it is.
   */
  expiredNoticeCode?: MessageKey | null;
  /** Hides {@link expiredNotice} (e.g. when the user starts typing again). */
  dismissExpiredNotice(): void;
  /** The current tokens (change password sends the access token), or null when signed out. */
  getTokens(): TokenSet | null;
}
