import type { ObjectSchema } from 'yup';
import type { ValidateOptions } from '../../core/validation';
import { asRecord } from '../../core/values';
import { buildYupSchema } from '../../core/yup-schema';
import type { PendingDecision } from '../../tables/customer-status';
import { DECISION_FIELDS, decisionIssues } from './decision';

/** Values of the pending-change dialog's decision form. */
export interface DecisionFormInput {
  reason: string;
  note: string;
}

/**
 * yup schema of the decision form for `yupResolver`: the reason of a REJECT, the note of an
 * APPROVE, exactly as `validateDecision` (and the server) checks them.
 */
export function decisionSchema(decision: PendingDecision, options?: ValidateOptions): ObjectSchema<DecisionFormInput> {
  return buildYupSchema<DecisionFormInput>('decision', DECISION_FIELDS, (values) => decisionIssues({ ...asRecord(values), decision }), options);
}
