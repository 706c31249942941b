/**
 * Texts for play functions and tests that run in either language: the catalogue's text of a key
 * in the story's language (`globals.locale`), so one play function checks the story in English
 * and in Thai, with the texts a person reads there.
 */
import type { MessageKey, PortalLocale } from '@lego-portal/rules';
import { MESSAGES_EN, formatMessage } from '@lego-portal/rules';
import { MESSAGES_TH } from '@lego-portal/rules/th';

/** `t(key, params?)`: the text of `key` in `locale`, placeholders filled. */
export type StoryTexts = (key: MessageKey, params?: Readonly<Record<string, string | number>>) => string;

/** The texts of `locale` (a story's `globals.locale`; English when absent). */
export function textsOf(locale: unknown): StoryTexts {
  const catalogue = locale === 'th' ? MESSAGES_TH : MESSAGES_EN;
  return (key, params) => (params ? formatMessage(catalogue[key], params) : catalogue[key]);
}

/** The locale of a story's globals, for components that take it. */
export function localeOf(locale: unknown): PortalLocale {
  return locale === 'th' ? 'th' : 'en';
}
