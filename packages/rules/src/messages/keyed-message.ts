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
 * A server's text as a {@link KeyedMessage}: by its key when the catalogue holds it (`known`
 * adds a flow's own, e.g. sign-in's wrong-credentials text), else as it is.
 */
export function serverText(message: string, known: readonly KeyedMessage[] = []): KeyedMessage {
  const match = [...known, ...KNOWN_SERVER_TEXTS].find((text) => text.message === message);
  return match ?? { message };
}
