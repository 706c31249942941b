import type { RegistrationStatusCode } from '@lego-portal/rules';
import { LABELS, REGISTRATION_STATUS_TEXTS, REGISTRATION_STATUSES, statusOf } from '@lego-portal/rules';
import { useMemo } from 'react';
import { Badge } from '../../../primitives/badge';
import type { SelectOption } from '../../../primitives/select';
import { useTexts } from '../../../texts/texts-context';

/** Ark's listbox treats an empty value as "nothing selected", so All gets a real value. */
export const ALL = 'all';

/** Props of {@link RegistrationStatusBadge}. */
export interface RegistrationStatusBadgeProps {
  /** The online registration status code (0000 … 9999). */
  code?: string | null;
  /** The server's description, shown for a code the rules' table does not know. */
  description?: string | null;
}

/**
 * An online registration status as a badge: its tone from the rules' status table (failures in
 * the danger tone) and its name `registrationStatus.<code>` in the portal's language; a code the
 * table does not know shows the server's description, then the code itself.
 */
export function RegistrationStatusBadge({ code, description }: RegistrationStatusBadgeProps) {
  const texts = useTexts('registrationStatus', REGISTRATION_STATUS_TEXTS);
  if (!code) return description ?? null;
  const entry = statusOf(REGISTRATION_STATUSES, code);
  const label = Object.hasOwn(texts, code) ? texts[code as RegistrationStatusCode] : (description ?? entry.label);
  return <Badge tone={entry.tone}>{label}</Badge>;
}

/** The status filter's choices: All, then every online registration status in code order, in the portal's language. */
export function useRegistrationStatusOptions(): SelectOption[] {
  const texts = useTexts('registrationStatus', REGISTRATION_STATUS_TEXTS);
  const labels = useTexts('label', LABELS);
  return useMemo(
    () => [{ value: ALL, label: labels.all }, ...REGISTRATION_STATUSES.map((entry) => ({ value: entry.code, label: texts[entry.code] }))],
    [texts, labels],
  );
}

/**
 * A channel by its meaning in the portal's language (`registrationReport.channelPGW`: 'Payment
 * Gateway'); a channel the catalogue does not know shows its code, as the server sent it.
 */
export function channelName(texts: Record<string, string>, code: string | null | undefined): string | null | undefined {
  if (!code) return code;
  const key = `channel${code}`;
  return Object.hasOwn(texts, key) ? texts[key] : code;
}
