/** Online registration status codes (spec section 4). */
import type { StatusEntry } from './tone';

/** An online registration status code. */
export type RegistrationStatusCode = '0000' | '0001' | '0002' | '0003' | '0004' | '0005' | '0006' | '0007' | '9999';

/** Every online registration status, in code order. */
export const REGISTRATION_STATUSES: readonly StatusEntry<RegistrationStatusCode>[] = [
  { code: '0000', label: 'Success', tone: 'success' },
  { code: '0001', label: 'Initiated', tone: 'info' },
  { code: '0002', label: 'Verified Passed', tone: 'info' },
  { code: '0003', label: 'Verified Failed', tone: 'danger' },
  { code: '0004', label: 'Term and Conditions', tone: 'info' },
  { code: '0005', label: 'Request OTP', tone: 'info' },
  { code: '0006', label: 'OTP Failed', tone: 'danger' },
  { code: '0007', label: 'Canceled', tone: 'neutral' },
  { code: '9999', label: 'Error', tone: 'danger' },
];
