import type { PortalLocale } from './message-types';

/** Texts of the language switch. */
export const LOCALE_TEXTS = {
  /** Accessible name of the switch. */
  label: 'Language',
} as const;

/**
 * Each language named in its own language, whatever the language shown: a person who cannot
 * read the current one still finds their own. Not translated, so not an area of the catalogue.
 */
export const LOCALE_NAMES: Readonly<Record<PortalLocale, string>> = { en: 'English', th: 'ไทย' };
