/** Online registration status codes (spec section 4). */
import { REGISTRATION_STATUS_TEXTS as LABEL } from '../messages/status-texts';
import type { StatusEntry } from './tone';

/** An online registration status code. */
export type RegistrationStatusCode = '0000' | '0001' | '0002' | '0003' | '0004' | '0005' | '0006' | '0007' | '9999';

/**
 * Every online registration status, in code order. `label` is the English of
 * `registrationStatus.<code>`; screens show that key in their language.
 */
export const REGISTRATION_STATUSES: readonly StatusEntry<RegistrationStatusCode>[] = [
  { code: '0000', label: LABEL['0000'], tone: 'success' },
  { code: '0001', label: LABEL['0001'], tone: 'info' },
  { code: '0002', label: LABEL['0002'], tone: 'info' },
  { code: '0003', label: LABEL['0003'], tone: 'danger' },
  { code: '0004', label: LABEL['0004'], tone: 'info' },
  { code: '0005', label: LABEL['0005'], tone: 'info' },
  { code: '0006', label: LABEL['0006'], tone: 'danger' },
  { code: '0007', label: LABEL['0007'], tone: 'neutral' },
  { code: '9999', label: LABEL['9999'], tone: 'danger' },
];
