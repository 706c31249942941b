import { useId } from 'react';
import { useFormContext, useWatch, type FieldPath, type FieldValues } from 'react-hook-form';
import { css } from '../../../styled-system/css';
import { useFieldsReadOnly } from '../read-only-fields/read-only-fields';
import { ReadOnlyValue } from '../read-only-fields/read-only-value';

/** One choice of a {@link ChoiceRadios}: the code sent and the text shown. */
export interface Choice {
  value: string;
  label: string;
}

const styles = {
  root: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '1.5',
    minWidth: '0',
    m: '0',
    p: '0',
    border: 'none',
    // A line kept for the message, as the text fields do, so a message appearing on submit does
    // not push the button away mid-click.
    '[data-reserve-message] &': { '&:not(:has([data-part=error-text]))::after': { content: '"\\a0"', fontSize: 'sm' } },
  }),
  legend: css({ p: '0', mb: '1.5', fontSize: 'sm', fontWeight: 'medium', color: 'fg.default' }),
  options: css({ display: 'flex', flexWrap: 'wrap', columnGap: '6', rowGap: '2' }),
  option: css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2',
    minHeight: '10',
    cursor: 'pointer',
    '&:has(input:disabled)': { color: 'fg.disabled', cursor: 'not-allowed' },
  }),
  input: css({ width: '4', height: '4', m: '0', accentColor: 'accent.default', cursor: 'inherit' }),
  error: css({ fontSize: 'sm', color: 'danger.fg', fontWeight: 'medium' }),
};

/** Props of {@link ChoiceRadios}. */
export interface ChoiceRadiosProps<T extends FieldValues> {
  /** The form field holding the chosen code. */
  name: FieldPath<T>;
  legend: string;
  choices: readonly Choice[];
  disabled?: boolean;
  errorText?: string;
  /** Called after the choice changed. */
  onValueChange?: () => void;
}

/**
 * One choice among a few (ID type, user ID prefix, a currency, full or partial waiver, by
 * percentage or amount) as native radio buttons in a fieldset named by `legend`: the browser gives
 * them the arrow keys and the form's `ref` (a failed submit focuses the checked or first one), and
 * a disabled fieldset disables every radio in it. Inside `<ReadOnlyFields readOnly>` it shows the
 * chosen choice's text as a read-only value instead.
 */
export function ChoiceRadios<T extends FieldValues>({ name, legend, choices, disabled, errorText, onValueChange }: ChoiceRadiosProps<T>) {
  const { register } = useFormContext<T>();
  const registered = register(name);
  const errorId = useId();
  const readOnly = useFieldsReadOnly();
  const chosen = useWatch<T>({ name });
  if (readOnly) {
    const shown = choices.find((choice) => choice.value === chosen)?.label ?? String(chosen ?? '');
    return <ReadOnlyValue label={legend} value={shown} disabled={disabled} />;
  }
  return (
    <fieldset className={styles.root} disabled={disabled}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.options}>
        {choices.map((choice) => (
          <label key={choice.value} className={styles.option}>
            <input
              type="radio"
              value={choice.value}
              className={styles.input}
              aria-describedby={errorText ? errorId : undefined}
              {...registered}
              onChange={async (event) => {
                await registered.onChange(event);
                onValueChange?.();
              }}
            />
            {choice.label}
          </label>
        ))}
      </div>
      {errorText ? (
        <p id={errorId} data-part="error-text" className={styles.error}>
          {errorText}
        </p>
      ) : null}
    </fieldset>
  );
}
