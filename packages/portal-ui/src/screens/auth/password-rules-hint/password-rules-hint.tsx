import type { PasswordRuleState } from '@lego-portal/rules';
import { AUTH_TEXTS, PASSWORD_RULE_LABELS, passwordRuleStatus } from '@lego-portal/rules';
import { css, cva } from '../../../../styled-system/css';
import { useTexts } from '../../../texts/texts-context';

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

/** A rule of the hint with its line in the portal's language. */
interface ShownRule extends PasswordRuleState {
  text: string;
}

/** The hint's heading and its rules against `password`, in the portal's language. */
function usePasswordRules(password: string) {
  const texts = useTexts('auth', AUTH_TEXTS);
  const lines = useTexts('passwordRule', PASSWORD_RULE_LABELS);
  const rules: ShownRule[] = passwordRuleStatus(password).map((rule) => ({ ...rule, text: lines[rule.id] }));
  return { texts, rules };
}

/**
 * "Your new password must have: 8-16 characters: met. At least one digit (0-9): not met. …", in
 * the portal's language, for a field's description.
 */
export function usePasswordRulesDescription(password: string): string {
  const { texts, rules } = usePasswordRules(password);
  const lines = rules.map((rule) => `${rule.text}: ${rule.met ? texts.ruleMet : texts.ruleNotMet}.`);
  return `${texts.passwordRulesTitle} ${lines.join(' ')}`;
}

function RuleLine({ rule, surface, state }: { rule: ShownRule; surface: 'default' | 'inverted'; state: string }) {
  return (
    <li className={item({ surface, met: rule.met })} data-met={rule.met ? '' : undefined}>
      {/* The mark is decoration; the words after the label say the same to a screen reader. */}
      <span aria-hidden="true" className={mark}>
        {rule.met ? '✓' : '○'}
      </span>
      <span>
        {rule.text}
        <span className={srOnly}>{`: ${state}`}</span>
      </span>
    </li>
  );
}

/**
 * The password policy (spec section 5) as a list that ticks each rule as soon as the typed
 * password meets it (`passwordRuleStatus`, lines from the `passwordRule` area).
 */
export function PasswordRulesHint({ password, id, surface = 'default' }: PasswordRulesHintProps) {
  const { texts, rules } = usePasswordRules(password);
  return (
    <div id={id}>
      <p className={css({ fontSize: 'sm', fontWeight: 'semibold' })}>{texts.passwordRulesTitle}</p>
      <ul className={list}>
        {rules.map((rule) => (
          <RuleLine key={rule.id} rule={rule} surface={surface} state={rule.met ? texts.ruleMet : texts.ruleNotMet} />
        ))}
      </ul>
    </div>
  );
}
