/**
 * Authorization checkboxes of the user detail (spec sections 5 and 6): two groups, each with
 * children; a ticked group needs at least one ticked child; ticking a group ticks all its
 * children and unticking clears them; children are disabled while their group is unticked.
 */
import { AUTHORIZATION_MESSAGES as M } from '../../messages/user-messages';
import type { Issue, ValidateOptions, ValidationResult } from '../../core/validation';
import { toResult } from '../../core/validation';
import { asRecord } from '../../core/values';

/** State of the checkboxes. */
export interface AuthorizationChecked {
  account: boolean;
  profile: boolean;
  customerProfile: boolean;
  report: boolean;
  transactionReport: boolean;
  registrationReport: boolean;
  onlineRegistrationReport: boolean;
  /** The summary of payments by status (inferred, issue 17); it does not count for "at least one". */
  summaryPaymentTransactionByStatus: boolean;
}

/** A group checkbox. */
export type AuthorizationGroup = 'account' | 'report';

/** Children of each group, in screen order. */
export const AUTHORIZATION_GROUPS: Readonly<Record<AuthorizationGroup, readonly (keyof AuthorizationChecked)[]>> = {
  account: ['profile', 'customerProfile'],
  report: ['transactionReport', 'registrationReport', 'onlineRegistrationReport', 'summaryPaymentTransactionByStatus'],
};

/**
 * The children of which a ticked group needs one (spec section 5: the report group needs one of
 * transaction, registration, online registration monitoring; the summary box, which the spec
 * does not show, does not satisfy it).
 */
export const AUTHORIZATION_REQUIRED_CHILDREN: Readonly<Record<AuthorizationGroup, readonly (keyof AuthorizationChecked)[]>> = {
  account: ['profile', 'customerProfile'],
  report: ['transactionReport', 'registrationReport', 'onlineRegistrationReport'],
};

/** Fields of the form. */
export const AUTHORIZATION_FIELDS = [
  'account',
  'profile',
  'customerProfile',
  'report',
  'transactionReport',
  'registrationReport',
  'onlineRegistrationReport',
  'summaryPaymentTransactionByStatus',
] as const;

/** Nothing ticked. */
export const EMPTY_AUTHORIZATION: Readonly<AuthorizationChecked> = {
  account: false,
  profile: false,
  customerProfile: false,
  report: false,
  transactionReport: false,
  registrationReport: false,
  onlineRegistrationReport: false,
  summaryPaymentTransactionByStatus: false,
};

/** Issues of checkbox values (any input; never throws). */
export function authorizationIssues(input: unknown): Issue[] {
  const v = asRecord(input);
  const issues: Issue[] = [];
  const noneOf = (group: AuthorizationGroup) => !AUTHORIZATION_REQUIRED_CHILDREN[group].some((child) => v[child] === true);
  if (v.account === true && noneOf('account'))
    issues.push({ field: 'account', code: 'authorization.accountChildRequired', text: M.accountChildRequired });
  if (v.report === true && noneOf('report'))
    issues.push({ field: 'report', code: 'authorization.reportChildRequired', text: M.reportChildRequired });
  return issues;
}

/** Validates the authorization checkboxes. */
export function validateAuthorization(input: unknown, options?: ValidateOptions): ValidationResult {
  return toResult(authorizationIssues(input), options);
}

/** New state after ticking or unticking a group: all its children follow it. */
export function toggleAuthorizationGroup(
  checked: AuthorizationChecked,
  group: AuthorizationGroup,
  value: boolean,
): AuthorizationChecked {
  const next = { ...checked, [group]: value };
  for (const child of AUTHORIZATION_GROUPS[group]) next[child] = value;
  return next;
}

/** True when a child checkbox is disabled (its group is unticked). */
export function isAuthorizationChildDisabled(checked: AuthorizationChecked, group: AuthorizationGroup): boolean {
  return !checked[group];
}
