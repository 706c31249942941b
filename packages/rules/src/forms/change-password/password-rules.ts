/** The password policy of spec section 5, as data a hint can list rule by rule. */
import { LIMITS } from '../../constants';
import { CHANGE_PASSWORD_MESSAGES as M, PASSWORD_RULE_LABELS as L } from '../../messages/password-messages';
import type { MessageKey } from '../../messages/message-types';
import { within } from '../../core/patterns';

/** Identifier of one password rule. */
export type PasswordRuleId = keyof typeof L;

/** One rule of the policy. */
export interface PasswordRule {
  id: PasswordRuleId;
  /** Hint line (key `passwordRule.<id>`). */
  label: string;
  /** Error when broken (key `changePassword.<id>`). */
  code: MessageKey;
  message: string;
  test: (password: string) => boolean;
}

/** Characters that count as special (spec: one of ! @ # $ & *). */
export const PASSWORD_SPECIALS = '!@#$&*';

/** The rules, in the order they are checked and listed. */
export const PASSWORD_RULES: readonly PasswordRule[] = [
  { id: 'length', label: L.length, code: 'changePassword.length', message: M.length, test: (pw) => within(pw, LIMITS.passwordMin, LIMITS.passwordMax) },
  { id: 'lowercase', label: L.lowercase, code: 'changePassword.lowercase', message: M.lowercase, test: (pw) => /[a-z]/.test(pw) },
  { id: 'uppercase', label: L.uppercase, code: 'changePassword.uppercase', message: M.uppercase, test: (pw) => /[A-Z]/.test(pw) },
  { id: 'digit', label: L.digit, code: 'changePassword.digit', message: M.digit, test: (pw) => /\d/.test(pw) },
  { id: 'special', label: L.special, code: 'changePassword.special', message: M.special, test: (pw) => /[!@#$&*]/.test(pw) },
];

/** State of one rule for the hint. */
export interface PasswordRuleState {
  id: PasswordRuleId;
  label: string;
  met: boolean;
}

/** Every rule with whether `password` meets it, for a hint that ticks rules as they are met. */
export function passwordRuleStatus(password: unknown): PasswordRuleState[] {
  const value = typeof password === 'string' ? password : '';
  return PASSWORD_RULES.map((r) => ({ id: r.id, label: r.label, met: r.test(value) }));
}

/** True when `password` meets every rule. */
export function isStrongPassword(password: unknown): boolean {
  return passwordRuleStatus(password).every((state) => state.met);
}
