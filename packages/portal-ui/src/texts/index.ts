export type { FieldErrorLike, TextsProviderProps } from './texts-context';
export { TextsProvider, useErrorText, useHasTextsProvider, useLocale, useMessage, useTexts } from './texts-context';
export { preloadLocale } from './load-catalogue';
