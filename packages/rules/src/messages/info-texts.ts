/** Texts of the informational screens (home, contact, manual, not found, unauthorized, coming soon). Ours, where the spec quotes none. */
export const INFO_TEXTS = {
  goHome: 'Go to the home page',
  notFoundTitle: 'Page not found',
  notFoundIntro: 'The page you asked for does not exist, or is no longer available.',
} as const;
