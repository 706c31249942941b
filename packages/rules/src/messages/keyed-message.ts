/** A text known by its catalogue key, and the server's texts the catalogue knows. */
import { COMMON_MESSAGES } from './common-messages';
import type { MessageKey } from './message-types';

/**
 * A text to show, as the English `message` and, when it is one of the catalogue's texts, its
 * key `code`, by which a screen shows it in the portal's language (portal-ui's `useMessage()`).
 * A server's own text has no `code` and is shown as it is.
 */
export interface KeyedMessage {
  /** Catalogue key of `message`; absent for a text the catalogue does not know. */
  readonly code?: MessageKey;
  /** The English text (or the server's own). */
  readonly message: string;
}

/**
 * Texts a server answers with that the catalogue holds: the client's synthetic 503 says
 * 'Service Unavailable' (spec section 8), and so does a gateway without the service.
 */
const KNOWN_SERVER_TEXTS: readonly KeyedMessage[] = [{ code: 'common.serviceUnavailable', message: COMMON_MESSAGES.serviceUnavailable }];

/**
 * Codes a server sends with a text the catalogue holds, where the code is not the text's key: the
 * sandbox's (the reference lego-* API's) names for the catalogue's texts.
 */
const SERVER_CODE_KEYS: Readonly<Record<string, MessageKey>> = {
  NO_PENDING_CHANGE: 'customer.noChangePending',
  FOUR_EYES: 'pendingChange.fourEyes',
  'registration.fromAfterTo': 'registrationReport.fromAfterTo',
};

/** A catalogue key's shape, `area.name` (e.g. `customer.citizenIdFormat`), as the rules' validators report codes. */
const KEY_SHAPE = /^[a-z][A-Za-z0-9]*\.[A-Za-z0-9.]+$/;

/**
 * A server's text as a {@link KeyedMessage}, so a screen shows it in the portal's language: by
 * the server's `code` when that names a catalogue text (a rules validator's key, as a server
 * running the rules reports it, or one of the known server codes), else by the text itself when
 * the catalogue holds it (`known` adds a flow's own, e.g. sign-in's wrong-credentials text), else
 * as it is. `message` stays the server's English; the code only chooses the translation (a
 * key-shaped code the catalogue does not hold shows `message`, portal-ui's `useMessage`).
 */
export function serverText(message: string, known: readonly KeyedMessage[] = [], code?: string | null): KeyedMessage {
  const keyed = code ? (SERVER_CODE_KEYS[code] ?? (KEY_SHAPE.test(code) ? (code as MessageKey) : undefined)) : undefined;
  if (keyed) return { code: keyed, message };
  const match = [...known, ...KNOWN_SERVER_TEXTS].find((text) => text.message === message);
  return match ?? { message };
}
