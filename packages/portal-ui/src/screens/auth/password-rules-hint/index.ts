export { PASSWORD_RULES_TITLE, PasswordRulesHint, describePasswordRules } from './password-rules-hint';
export type { PasswordRulesHintProps } from './password-rules-hint';
