export { PasswordRulesHint, usePasswordRulesDescription } from './password-rules-hint';
export type { PasswordRulesHintProps } from './password-rules-hint';
