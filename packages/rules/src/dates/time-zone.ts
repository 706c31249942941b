/**
 * The bank's business time zone (spec: computed in Asia/Bangkok). A module of its own: the login
 * page needs the name only, not the date arithmetic of `wall-time.ts` (a bundler keeps a module whole).
 */
export const BUSINESS_TIME_ZONE = 'Asia/Bangkok';
