import type { ReactNode } from 'react';
import { useId } from 'react';
import { css, cx } from '../../../styled-system/css';

/** One choice of a {@link SegmentedChoice}. */
export interface SegmentedOption<Value extends string> {
  value: Value;
  label: ReactNode;
}

/** Props of {@link SegmentedChoice}. */
export interface SegmentedChoiceProps<Value extends string> {
  /** The group's name, read by assistive technology; shown above the choices unless `hideLabel`. */
  label: string;
  /** Keeps the label for assistive technology only (the language switch, whose choices say it). */
  hideLabel?: boolean;
  /** Name of the radios (a form field's name); a generated one by default. */
  name?: string;
  choices: readonly SegmentedOption<Value>[];
  value: Value;
  onValueChange: (value: Value) => void;
  /** `sm` for a header's control (the language switch), `md` beside form fields. */
  size?: 'sm' | 'md';
  className?: string;
}

const styles = {
  root: css({ display: 'flex', flexDirection: 'column', gap: '1.5', minWidth: '0' }),
  label: css({ fontSize: 'sm', fontWeight: 'medium', color: 'fg.default' }),
  srOnly: css({ srOnly: true }),
  options: css({
    display: 'inline-flex',
    p: '0.5',
    gap: '0.5',
    bg: 'bg.subtle',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'border.default',
    borderRadius: 'md',
  }),
  option: css({
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '9',
    px: '3',
    borderRadius: 'sm',
    fontSize: 'sm',
    fontWeight: 'medium',
    color: 'fg.default',
    cursor: 'pointer',
    userSelect: 'none',
    '&:not(:has(input:checked))': { _hover: { bg: 'bg.muted' } },
    '&:has(input:checked)': { bg: 'accent.default', color: 'accent.fg', fontWeight: 'semibold' },
    '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
  }),
  small: css({ minHeight: '8' }),
  // Under a visible label the group keeps its own width instead of the column's.
  labelled: css({ alignSelf: 'flex-start' }),
};

/**
 * One of two or three choices shown side by side (the language, the report type, count or
 * amount): native radio buttons in a labelled radio group, so Tab reaches the chosen one and the
 * arrow keys choose. Native radios, not a headless segment group: the browser gives them the
 * keyboard and the accessibility they need, and they add almost nothing to the login page, which
 * shows the language switch.
 */
export function SegmentedChoice<Value extends string>(props: SegmentedChoiceProps<Value>) {
  const { label, hideLabel = false, name, choices, value, onValueChange, size = 'md', className } = props;
  const id = useId();
  const labelId = `${id}-label`;
  const group = (
    <div role="radiogroup" aria-labelledby={labelId} className={cx(styles.options, hideLabel ? className : styles.labelled)}>
      {hideLabel ? (
        <span id={labelId} className={styles.srOnly}>
          {label}
        </span>
      ) : null}
      {choices.map((choice) => (
        <label key={choice.value} className={cx(styles.option, size === 'sm' && styles.small)}>
          <input
            type="radio"
            name={name ?? id}
            value={choice.value}
            checked={choice.value === value}
            onChange={(event) => {
              if (event.currentTarget.checked && choice.value !== value) onValueChange(choice.value);
            }}
            className={styles.srOnly}
          />
          {choice.label}
        </label>
      ))}
    </div>
  );
  if (hideLabel) return group;
  return (
    <div className={cx(styles.root, className)}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      {group}
    </div>
  );
}
