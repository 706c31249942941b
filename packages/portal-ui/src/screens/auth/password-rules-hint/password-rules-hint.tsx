import type { PasswordRuleState } from '@lego-portal/rules';
import { passwordRuleStatus } from '@lego-portal/rules';
import { css, cva } from '../../../../styled-system/css';

/** Heading of the hint list. */
export const PASSWORD_RULES_TITLE = 'Your new password must have:';

/** Props of {@link PasswordRulesHint}. */
export interface PasswordRulesHintProps {
  /** The new password typed so far; each rule is marked met or not met against it. */
  password: string;
  /** Id of the list's root, e.g. for `aria-describedby`. */
  id?: string;
  /** `inverted` on a dark surface (inside a Tooltip), `default` on the page. */
  surface?: 'default' | 'inverted';
}

const srOnly = css({ srOnly: true });
const list = css({ display: 'flex', flexDirection: 'column', gap: '1', mt: '1' });
const item = cva({
  base: { display: 'flex', alignItems: 'baseline', gap: '2', fontSize: 'sm' },
  variants: {
    surface: { default: {}, inverted: {} },
    met: { true: { fontWeight: 'semibold' }, false: {} },
  },
  compoundVariants: [
    { surface: 'default', met: true, css: { color: 'success.fg' } },
    { surface: 'default', met: false, css: { color: 'fg.muted' } },
    { surface: 'inverted', met: true, css: { color: 'green.200' } },
    { surface: 'inverted', met: false, css: { color: 'gray.200' } },
  ],
});
const mark = css({ width: '4', flexShrink: 0, textAlign: 'center' });

/** "8-16 characters: met. At least one digit (0-9): not met. …", for a field's description. */
export function describePasswordRules(password: string): string {
  const rules = passwordRuleStatus(password).map((rule) => `${rule.label}: ${rule.met ? 'met' : 'not met'}.`);
  return `${PASSWORD_RULES_TITLE} ${rules.join(' ')}`;
}

function RuleLine({ rule, surface }: { rule: PasswordRuleState; surface: 'default' | 'inverted' }) {
  return (
    <li className={item({ surface, met: rule.met })} data-met={rule.met ? '' : undefined}>
      {/* The mark is decoration; the words after the label say the same to a screen reader. */}
      <span aria-hidden="true" className={mark}>
        {rule.met ? '✓' : '○'}
      </span>
      <span>
        {rule.label}
        <span className={srOnly}>{rule.met ? ': met' : ': not met'}</span>
      </span>
    </li>
  );
}

/**
 * The password policy (spec section 5) as a list that ticks each rule as soon as the typed
 * password meets it (`passwordRuleStatus`, labels from `PASSWORD_RULE_LABELS`).
 */
export function PasswordRulesHint({ password, id, surface = 'default' }: PasswordRulesHintProps) {
  return (
    <div id={id}>
      <p className={css({ fontSize: 'sm', fontWeight: 'semibold' })}>{PASSWORD_RULES_TITLE}</p>
      <ul className={list}>
        {passwordRuleStatus(password).map((rule) => (
          <RuleLine key={rule.id} rule={rule} surface={surface} />
        ))}
      </ul>
    </div>
  );
}
