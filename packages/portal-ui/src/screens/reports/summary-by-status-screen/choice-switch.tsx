import { useId } from 'react';
import { css } from '../../../../styled-system/css';

/** Props of {@link ChoiceSwitch}. */
export interface ChoiceSwitchProps<Value extends string> {
  /** The group's visible label, also its accessible name. */
  label: string;
  /** Name of the radios (a form field's name). */
  name: string;
  choices: readonly { value: Value; label: string }[];
  value: Value;
  onValueChange: (value: Value) => void;
}

const styles = {
  root: css({ display: 'flex', flexDirection: 'column', gap: '1.5', minWidth: '0' }),
  label: css({ fontSize: 'sm', fontWeight: 'medium', color: 'fg.default' }),
  options: css({
    display: 'inline-flex',
    alignSelf: 'flex-start',
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
  radio: css({ srOnly: true }),
};

/**
 * One of two or three choices shown side by side (the report type, count or amount): native
 * radio buttons in a labelled radio group, so Tab reaches the chosen one and the arrow keys
 * choose, as the language switch does.
 */
export function ChoiceSwitch<Value extends string>({ label, name, choices, value, onValueChange }: ChoiceSwitchProps<Value>) {
  const labelId = useId();
  return (
    <div className={styles.root}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <div role="radiogroup" aria-labelledby={labelId} className={styles.options}>
        {choices.map((choice) => (
          <label key={choice.value} className={styles.option}>
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={choice.value === value}
              onChange={() => onValueChange(choice.value)}
              className={styles.radio}
            />
            {choice.label}
          </label>
        ))}
      </div>
    </div>
  );
}
