/** Where the intranet serves this page (vite's `base` without the trailing slash). */
export const BASE_PATH = import.meta.env.BASE_URL.replace(/\/$/, '');
