/**
 * The inputs of the fee profile card, each bound to its react-hook-form field by name: a text
 * field (optionally digits-only or decimal), a Y/N checkbox, a radio group and a day picker.
 * Each forwards the form's `ref` so a failed submit focuses the first invalid field, and each is
 * disabled for real (the `disabled` attribute) while keeping its value.
 */
import { useCallback, useId, type FocusEvent } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { css } from '../../../../styled-system/css';
import { DatePicker } from '../../../primitives/date-picker';
import { TextField, type TextFieldProps } from '../../../primitives/text-field';
import { inputModeOf, registerFiltered, type FieldFilter } from '../field-filters';
import type { MerchantProfileFormValues } from '../merchant-profile-values';
import { dayOfIso, isoOfDay, type FeeChoice, type FeePath } from './fee-values';

type Form = MerchantProfileFormValues;

/** Props of {@link FeeTextField}. */
export interface FeeTextFieldProps extends Omit<TextFieldProps, 'name' | 'onChange' | 'onBlur' | 'ref'> {
  name: FeePath;
  /** Digits only, or digits and one dot (spec section 5); any text when absent. */
  filter?: FieldFilter;
  /** Called after the value changed, e.g. to check a partner field again. */
  onValueChange?: () => void;
}

/** A text input registered under `name`. */
export function FeeTextField({ name, filter, onValueChange, inputMode, maxLength, ...props }: FeeTextFieldProps) {
  const { register } = useFormContext<Form>();
  const registered = filter ? registerFiltered(register, name, filter, maxLength) : register(name);
  return (
    <TextField
      autoComplete="off"
      // A filtered field keeps its limit in the filter (a paste is cut after the filter, not before).
      maxLength={filter ? undefined : maxLength}
      {...props}
      {...registered}
      inputMode={filter ? inputModeOf(filter) : inputMode}
      onChange={async (event) => {
        await registered.onChange(event);
        onValueChange?.();
      }}
    />
  );
}

const radioStyles = {
  root: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '1.5',
    minWidth: '0',
    m: '0',
    p: '0',
    border: 'none',
    // A line kept for the message, as the text fields do: a message appearing as Update is
    // pressed must not push the button away mid-click.
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
export interface ChoiceRadiosProps {
  name: FeePath;
  legend: string;
  choices: readonly FeeChoice[];
  disabled?: boolean;
  errorText?: string;
  /** Called after the choice changed. */
  onValueChange?: () => void;
}

/**
 * One choice among a few (full or partial, by percentage or amount), as native radio buttons in a
 * fieldset named by `legend`: the browser gives them the keyboard, and a disabled fieldset
 * disables every radio in it.
 */
export function ChoiceRadios({ name, legend, choices, disabled, errorText, onValueChange }: ChoiceRadiosProps) {
  const { register } = useFormContext<Form>();
  const registered = register(name);
  const errorId = useId();
  return (
    <fieldset className={radioStyles.root} disabled={disabled}>
      <legend className={radioStyles.legend}>{legend}</legend>
      <div className={radioStyles.options}>
        {choices.map((choice) => (
          <label key={choice.value} className={radioStyles.option}>
            <input
              type="radio"
              value={choice.value}
              className={radioStyles.input}
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
        <p id={errorId} data-part="error-text" className={radioStyles.error}>
          {errorText}
        </p>
      ) : null}
    </fieldset>
  );
}

/** Props of {@link DayField}. */
export interface DayFieldProps {
  /** A form field holding a day as `YYYYMMDD`. */
  name: FeePath;
  label: string;
  disabled?: boolean;
  errorText?: string;
  onValueChange?: () => void;
}

/** Whether focus leaves the picker: not to its own parts, nor into its calendar (a popup elsewhere in the page). */
function leavesPicker(event: FocusEvent<HTMLElement>): boolean {
  const next = event.relatedTarget;
  if (!(next instanceof Element)) return true;
  return !event.currentTarget.contains(next) && !next.closest('[data-scope="date-picker"][data-part="positioner"]');
}

/**
 * A day picked or typed as DD/MM/YYYY, held by the form as `YYYYMMDD` (as the API keeps it) and
 * given to the date picker as ISO. The field counts as left when focus leaves both the input and
 * its calendar, so opening the calendar does not show "please enter" on an empty field.
 */
export function DayField({ name, label, disabled, errorText, onValueChange }: DayFieldProps) {
  const { control } = useFormContext<Form>();
  const { field } = useController({ control, name });
  const { ref, onBlur, onChange } = field;
  // react-hook-form focuses this on a failed submit: the picker's text input.
  const bindRef = useCallback(
    (element: HTMLDivElement | null) => ref(element && { focus: () => element.querySelector<HTMLInputElement>('input:not([type="hidden"])')?.focus() }),
    [ref],
  );
  return (
    <div ref={bindRef} onBlur={(event) => leavesPicker(event) && onBlur()}>
      <DatePicker
        label={label}
        value={isoOfDay(String(field.value ?? ''))}
        disabled={disabled}
        errorText={errorText}
        onValueChange={(iso) => {
          onChange(dayOfIso(iso));
          onValueChange?.();
        }}
      />
    </div>
  );
}
