import { css } from '../../../styled-system/css';

/** One way a view may keep its dates. */
export interface RangeOption {
  value: string;
  label: string;
}

/** Props of {@link RangeChoice}. */
export interface RangeChoiceProps {
  legend: string;
  /** Said under the choices (why a relative range is different). */
  hint: string;
  options: readonly RangeOption[];
  value: string;
  onValueChange: (value: string) => void;
}

const styles = {
  root: css({ display: 'flex', flexDirection: 'column', gap: '1.5', minWidth: '0', m: '0', p: '0', border: 'none' }),
  legend: css({ p: '0', mb: '1.5', fontSize: 'sm', fontWeight: 'medium', color: 'fg.default' }),
  options: css({ display: 'flex', flexWrap: 'wrap', columnGap: '6', rowGap: '1' }),
  option: css({ display: 'inline-flex', alignItems: 'center', gap: '2', minHeight: '10', cursor: 'pointer', minWidth: '0', overflowWrap: 'anywhere' }),
  input: css({ width: '4', height: '4', m: '0', flexShrink: 0, accentColor: 'accent.default', cursor: 'inherit' }),
  hint: css({ fontSize: 'sm', color: 'fg.muted' }),
};

/**
 * How the save dialog keeps the list's dates: native radios in a fieldset (arrow keys move the
 * choice), in the dialog itself: a listbox portalled out of a modal dialog would be hidden from
 * assistive technology with the rest of the page.
 */
export function RangeChoice({ legend, hint, options, value, onValueChange }: RangeChoiceProps) {
  return (
    <fieldset className={styles.root}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.options}>
        {options.map((option) => (
          <label key={option.value} className={styles.option}>
            <input
              type="radio"
              name="range"
              value={option.value}
              checked={option.value === value}
              onChange={() => onValueChange(option.value)}
              className={styles.input}
            />
            {option.label}
          </label>
        ))}
      </div>
      <p className={styles.hint}>{hint}</p>
    </fieldset>
  );
}
