/**
 * The catalogues of the locales besides English, loaded on demand: English texts travel with
 * each screen (its own area), while a whole other language is fetched only when a page is shown
 * in it, so the login page of an English user carries no Thai.
 */
import type { Catalogue, PortalLocale } from '@lego-portal/rules';

const loaded = new Map<PortalLocale, Catalogue>();
const loading = new Map<PortalLocale, Promise<Catalogue | null>>();

/** The catalogue of `locale` if it was loaded already; `null` for English (screens carry it). */
export function loadedCatalogue(locale: PortalLocale): Catalogue | null | undefined {
  return locale === 'en' ? null : loaded.get(locale);
}

/**
 * Loads the catalogue of `locale` (once; later calls share it). Resolves to `null` for English.
 * A host can await it before its first render, so a page in Thai never shows English first.
 */
export function preloadLocale(locale: PortalLocale): Promise<Catalogue | null> {
  if (locale === 'en') return Promise.resolve(null);
  const known = loaded.get(locale);
  if (known) return Promise.resolve(known);
  let pending = loading.get(locale);
  if (!pending) {
    pending = import('@lego-portal/rules/th').then(
      ({ MESSAGES_TH }) => {
        loaded.set(locale, MESSAGES_TH);
        return MESSAGES_TH;
      },
      (error: unknown) => {
        // A failed download (the network went away) may be tried again by the next switch.
        loading.delete(locale);
        throw error;
      },
    );
    loading.set(locale, pending);
  }
  return pending;
}
