import type { MessageField } from '@lego-portal/api-client';
import { LegoApiError, SERVICE_UNAVAILABLE } from '@lego-portal/api-client';
import { COMMON_MESSAGES, serverText } from '@lego-portal/rules';
import { useCallback } from 'react';
import { useMessage, useTexts } from './texts-context';

/** A placeholder of a catalogue template, e.g. `{from}`. */
const UNFILLED = /\{[A-Za-z]+\}/;

/**
 * The text of a failed call in the portal's language (spec section 8): the server's first
 * validation message, translated when the catalogue knows it (rules' `serverText`: by its `code`,
 * a rules validator's key or a known server code such as the sandbox's `NO_PENDING_CHANGE`, or
 * by the text), 'Service Unavailable' when no answer came, and the catalogue's generic
 * failure text when the answer carries no message; never a status code or other developer's text.
 * `field` is where the message is read first: `description` for most calls, `message` for the
 * profile update (spec section 7); the other is the fallback.
 */
export function useFailureText(field: MessageField = 'description'): (error: unknown) => string {
  const common = useTexts('common', COMMON_MESSAGES);
  const message = useMessage();
  return useCallback(
    (error) => {
      if (!(error instanceof LegoApiError)) return common.serviceUnavailable;
      const description = error.firstMessage(field);
      if (!description?.trim()) return common.requestFailed;
      // The client's synthetic 503 (the gateway did not answer) carries the spec's English text.
      if (description === SERVICE_UNAVAILABLE) return common.serviceUnavailable;
      const known = serverText(description, [], error.body.validationMessages?.[0]?.code);
      const text = message(known.code, known.message);
      // A catalogue template ('from {from} to {to}') needs values only the server had: its own
      // text, filled in, is shown instead.
      return UNFILLED.test(text) ? description : text;
    },
    [common, message, field],
  );
}
