/**
 * Timings of a session (spec section 9). Apart from the other constants: the login page runs the
 * session and needs these two only, not the limits of every form (a bundler keeps a module whole).
 */

/** The id token is refreshed when older than this after issue. */
export const TOKEN_STALE_MS = 60_000;
/** Idle time-out of a session (15 minutes). */
export const IDLE_TIMEOUT_MS = 900_000;
/**
 * How long before the idle time-out the person is warned, so nothing typed is lost unannounced
 * (issue 12): one minute, long enough to notice the dialog and answer it.
 */
export const IDLE_WARNING_MS = 60_000;
