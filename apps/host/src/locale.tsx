/**
 * The host's choice of language: remembered in `localStorage` (a preference, not a secret, so
 * unlike the session it may outlive the tab), otherwise the browser's own language. The state
 * lives above every `PortalProvider`, so switching re-renders the open page in place: no reload,
 * nothing typed is lost. `<html lang>` follows it, for screen readers and the browser's fonts.
 */
import { LocaleSwitch } from '@lego-portal/portal-ui';
import type { PortalLocale } from '@lego-portal/rules';
import type { ReactNode } from 'react';
import { createContext, useCallback, useContext, useLayoutEffect, useMemo, useState } from 'react';

/** Where the choice is kept. */
export const LOCALE_STORAGE_KEY = 'lego-portal.locale';

const LOCALES: readonly PortalLocale[] = ['en', 'th'];

const isLocale = (value: unknown): value is PortalLocale => LOCALES.includes(value as PortalLocale);

/** The language to start in: the one chosen before, else Thai for a Thai browser, else English. */
export function initialLocale(): PortalLocale {
  try {
    const stored = window.localStorage.getItem(LOCALE_STORAGE_KEY);
    if (isLocale(stored)) return stored;
  } catch {
    // Storage refused (a privacy mode): fall back to the browser's language.
  }
  const preferred = navigator.languages?.length ? navigator.languages : [navigator.language];
  for (const tag of preferred) {
    const language = tag.toLowerCase().split('-')[0];
    if (isLocale(language)) return language;
  }
  return 'en';
}

interface HostLocale {
  locale: PortalLocale;
  setLocale: (locale: PortalLocale) => void;
}

const HostLocaleContext = createContext<HostLocale>({ locale: 'en', setLocale: () => {} });

/** Holds the language, remembers each change and keeps `<html lang>` in step. */
export function HostLocaleProvider({ initial, children }: { initial: PortalLocale; children: ReactNode }) {
  const [locale, setState] = useState(initial);
  const setLocale = useCallback((next: PortalLocale) => {
    setState(next);
    try {
      window.localStorage.setItem(LOCALE_STORAGE_KEY, next);
    } catch {
      // Not remembered; the page still switches.
    }
  }, []);
  useLayoutEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  const value = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
  return <HostLocaleContext.Provider value={value}>{children}</HostLocaleContext.Provider>;
}

/** The language shown now and the way to change it. */
export function useHostLocale(): HostLocale {
  return useContext(HostLocaleContext);
}

/** The header's and the login page's language switch, bound to the host's choice. */
export function HostLocaleSwitch() {
  const { locale, setLocale } = useHostLocale();
  return <LocaleSwitch value={locale} onValueChange={setLocale} />;
}
