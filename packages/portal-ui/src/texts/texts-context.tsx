/**
 * The texts of the portal in the host's language (`PortalProvider`'s `locale`): every text a
 * person sees comes from @lego-portal/rules' catalogue through these hooks. A screen passes its
 * own area's English object, so it carries only its own texts; other languages come from the
 * catalogue loaded on demand, and any text can be overridden by the host.
 */
import type { AreaKey, AreaTexts, AreaTranslation, Catalogue, MessageArea, MessageOverrides, PortalLocale } from '@lego-portal/rules';
import type { ReactNode } from 'react';
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { loadedCatalogue, preloadLocale } from './load-catalogue';

interface TextsContextValue {
  /** The language the texts are shown in now. */
  locale: PortalLocale;
  /** The catalogue of `locale`; null for English, whose texts each screen carries. */
  catalogue: Catalogue | null;
  /** The host's replacements of any text. */
  overrides: MessageOverrides | undefined;
}

const ENGLISH: TextsContextValue = { locale: 'en', catalogue: null, overrides: undefined };

const TextsContext = createContext<TextsContextValue>(ENGLISH);

/** Props of {@link TextsProvider}. */
export interface TextsProviderProps {
  /** The language to show. */
  locale: PortalLocale;
  /** Replacements of any text, by key (e.g. `{ 'menu.contactUs': 'Help' }`). */
  messages?: MessageOverrides;
  children: ReactNode;
}

/**
 * Provides the texts of `locale`. Switching the locale re-renders the texts in place (no reload,
 * nothing typed is lost); until another language's catalogue has loaded, the texts stay in the
 * language shown before, so a page never flashes half-translated.
 */
export function TextsProvider({ locale, messages, children }: TextsProviderProps) {
  const [shown, setShown] = useState(() => {
    const catalogue = loadedCatalogue(locale);
    return catalogue === undefined ? { locale: 'en' as PortalLocale, catalogue: null } : { locale, catalogue };
  });
  useEffect(() => {
    if (shown.locale === locale) return undefined;
    let current = true;
    preloadLocale(locale).then(
      (catalogue) => {
        if (current) setShown({ locale, catalogue });
      },
      () => {
        // The catalogue could not be fetched: the page stays readable in the language it had.
      },
    );
    return () => {
      current = false;
    };
  }, [locale, shown.locale]);
  const value = useMemo(() => ({ ...shown, overrides: messages }), [shown, messages]);
  return <TextsContext.Provider value={value}>{children}</TextsContext.Provider>;
}

/** Whether a `TextsProvider` is above: a nested `PortalProvider` without `locale` keeps its parent's. */
export function useHasTextsProvider(): boolean {
  return useContext(TextsContext) !== ENGLISH;
}

/** The language the portal's texts are shown in now (for dates, amounts and date pickers). */
export function useLocale(): PortalLocale {
  return useContext(TextsContext).locale;
}

/**
 * One area's texts in the current language: `english` is the area's English object from
 * @lego-portal/rules (e.g. `useTexts('login', LOGIN_MESSAGES)`), or a part of it under the same
 * names (`useTexts('label', SIGN_IN_LABELS)`, so the login page carries only its own texts); the
 * result has the same names.
 */
export function useTexts<A extends MessageArea, K extends AreaKey<A> = AreaKey<A>>(area: A, english: Pick<AreaTexts<A>, K>): Pick<AreaTranslation<A>, K> {
  const { catalogue, overrides } = useContext(TextsContext);
  return useMemo(() => {
    if (!catalogue && !overrides) return english as unknown as Pick<AreaTranslation<A>, K>;
    const texts: Record<string, string> = {};
    const lookup = (key: string) => overrides?.[key as keyof MessageOverrides] ?? catalogue?.[key as keyof Catalogue];
    for (const [name, text] of Object.entries(english)) texts[name] = lookup(`${area}.${name}`) ?? (text as string);
    return texts as Pick<AreaTranslation<A>, K>;
  }, [area, english, catalogue, overrides]);
}

/**
 * Translates a text known by its key but carried as English: a validator's error (`code` and
 * `message`), an outcome, or a server message whose code is a catalogue key. Unknown keys keep
 * the English (or server) text.
 */
export function useMessage(): (code: string | undefined, english: string) => string {
  const { catalogue, overrides } = useContext(TextsContext);
  return useCallback(
    (code, english) => {
      if (!code) return english;
      return overrides?.[code as keyof MessageOverrides] ?? catalogue?.[code as keyof Catalogue] ?? english;
    },
    [catalogue, overrides],
  );
}

/** What a form library reports for a field: the message key as `type`, the English as `message`. */
export interface FieldErrorLike {
  type?: string | number;
  message?: string;
}

/**
 * The text to show for a field's error in the current language, or undefined without an error.
 * The rules' yup schemas put the message key in `type` (react-hook-form's `FieldError`), so the
 * text follows a language switch without validating again.
 */
export function useErrorText(): (error: FieldErrorLike | undefined) => string | undefined {
  const message = useMessage();
  return useCallback((error) => (error?.message ? message(typeof error.type === 'string' ? error.type : undefined, error.message) : undefined), [message]);
}
