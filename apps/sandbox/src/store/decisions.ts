/**
 * Checkers' decisions on pending customer changes (table customer_decision, issue 32): kept after
 * the change is gone, so the customer detail tells maker and checker who decided what, when and
 * why. The contract's `CustomerDecision`.
 */
import type { Queryable } from '../db/database';

/** A decision as the contract's `CustomerDecision` gives it. */
export interface CustomerDecision {
  decision: 'APPROVED' | 'REJECTED';
  action: 'CREATE' | 'UPDATE' | 'DELETE';
  username: string;
  decidedDatetime: string;
  makerUsername: string;
  reason?: string;
  note?: string;
}

interface DecisionRow {
  action: CustomerDecision['action'];
  decision: CustomerDecision['decision'];
  decided_by: string;
  decided_datetime: string;
  maker_username: string;
  reason: string | null;
  note: string | null;
}

/** Stores a decision (inside the transaction that carries it out). */
export async function recordDecision(db: Queryable, custProfileId: string, decision: CustomerDecision): Promise<void> {
  await db.query(
    `insert into customer_decision (cust_profile_id, action, decision, decided_by, decided_datetime, maker_username, reason, note)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [custProfileId, decision.action, decision.decision, decision.username, decision.decidedDatetime, decision.makerUsername, decision.reason ?? null, decision.note ?? null],
  );
}

/** The customer's last decision, or null when none of its changes was ever decided. */
export async function lastDecision(db: Queryable, custProfileId: string): Promise<CustomerDecision | null> {
  const [row] = await db.query<DecisionRow>(
    'select action, decision, decided_by, decided_datetime, maker_username, reason, note from customer_decision where cust_profile_id = $1 order by id desc limit 1',
    [custProfileId],
  );
  if (!row) return null;
  return {
    decision: row.decision,
    action: row.action,
    username: row.decided_by,
    decidedDatetime: row.decided_datetime,
    makerUsername: row.maker_username,
    ...(row.reason !== null ? { reason: row.reason } : {}),
    ...(row.note !== null ? { note: row.note } : {}),
  };
}
