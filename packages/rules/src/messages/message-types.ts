/**
 * Types of the message catalogue: keys are `area.name`, e.g. `login.passwordRequired`. Derived
 * from the English areas (a type-only import: nothing of the catalogue is bundled by it).
 */
import type { EN_AREAS } from './catalogue';

/** The areas of the catalogue (`login`, `userForm`, `menu`, ...). */
export type MessageArea = keyof typeof EN_AREAS;

/** The English texts of one area, as its module exports them. */
export type AreaTexts<A extends MessageArea> = (typeof EN_AREAS)[A];

/** The names of one area's texts. */
export type AreaKey<A extends MessageArea> = Extract<keyof AreaTexts<A>, string>;

/** One area's texts in any language: the same names, each a text. */
export type AreaTranslation<A extends MessageArea> = { readonly [K in AreaKey<A>]: string };

/** Every key of the catalogue. */
export type MessageKey = { [A in MessageArea]: `${A}.${AreaKey<A>}` }[MessageArea];

/** A full catalogue: one text per key. */
export type Catalogue = Readonly<Record<MessageKey, string>>;

/** A translation or partial override: keys left out fall back to English. */
export type MessageOverrides = Readonly<Partial<Record<MessageKey, string>>>;

/** The languages the portal ships: English (the spec's wording) and Thai. */
export type PortalLocale = 'en' | 'th';
