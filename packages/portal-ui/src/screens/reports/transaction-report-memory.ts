import type { SessionMemory } from '../../provider/session-scope';

// In the session's memory, like the user list's: it ends with the session, so the next user who
// signs in never gets these filters, and a reload of a detail leads back to the plain report.
const TRANSACTION_REPORT = 'reports.transactions.location';

/** Remembers the transaction report's current location (its path and query string) for this session. */
export function rememberTransactionReport(memory: SessionMemory, location: string): void {
  memory.set(TRANSACTION_REPORT, location);
}

/** The report's last location in this session, `''` when it was not shown since sign-in. */
export function lastTransactionReport(memory: SessionMemory): string {
  return memory.get(TRANSACTION_REPORT) ?? '';
}
