/**
 * Decisions with reasons (issue 32): a checker's Reject needs a reason, 1 to 500 characters once
 * trimmed; an Approve takes an optional note of at most 500. One source of truth for the
 * pending-change dialog's form (through `decisionSchema`) and the server, which refuses what the
 * form would (400, nothing changed).
 */
import type { Issue, ValidateOptions, ValidationResult } from '../../core/validation';
import { toResult } from '../../core/validation';
import { asRecord, text } from '../../core/values';
import { DECISION_TEXTS as M } from '../../messages/decision-texts';
import type { PendingDecision } from '../../tables/customer-status';

/** Most characters of a reason or a note, once trimmed (Unicode code points, as the contract's maxLength). */
export const DECISION_TEXT_MAX = 500;

/** What a checker sends with a decision. */
export interface DecisionInput {
  decision: PendingDecision;
  /** Why a change is rejected: required with REJECT, ignored with APPROVE. */
  reason?: string;
  /** An optional note with APPROVE, ignored with REJECT. */
  note?: string;
}

/** The form's fields, in screen order (one shows: the reason to reject, the note to approve). */
export const DECISION_FIELDS = ['reason', 'note'] as const;

/** Characters of a text as a person counts them (code points: a Thai vowel mark is one). */
const lengthOf = (value: string) => Array.from(value).length;

/** Issues of a decision's words (any input; never throws). */
export function decisionIssues(input: unknown): Issue[] {
  const values = asRecord(input);
  if (values.decision === 'REJECT') {
    const reason = text(values.reason).trim();
    if (reason === '') return [{ field: 'reason', code: 'decision.reasonRequired', text: M.reasonRequired }];
    if (lengthOf(reason) > DECISION_TEXT_MAX) return [{ field: 'reason', code: 'decision.reasonTooLong', text: M.reasonTooLong }];
    return [];
  }
  if (lengthOf(text(values.note).trim()) > DECISION_TEXT_MAX) return [{ field: 'note', code: 'decision.noteTooLong', text: M.noteTooLong }];
  return [];
}

/** Validates a decision's words: a reason to reject, an optional note to approve. */
export function validateDecision(input: unknown, options?: ValidateOptions): ValidationResult {
  return toResult(decisionIssues(input), options);
}

/**
 * The words a decision carries, trimmed, as they are sent and stored: `{ reason }` with REJECT,
 * `{ note }` with APPROVE when one was written, nothing else.
 */
export function decisionWords(input: DecisionInput): { reason?: string; note?: string } {
  if (input.decision === 'REJECT') return { reason: (input.reason ?? '').trim() };
  const note = (input.note ?? '').trim();
  return note ? { note } : {};
}
