import { useId, type ReactNode } from 'react';
import { checkbox } from '../../../styled-system/recipes';
import { Checkbox } from '../checkbox';

/** One child option of a {@link CheckboxGroup}. */
export interface CheckboxGroupItem {
  value: string;
  label: ReactNode;
}

/** The group flag and the ticked children, reported together so they never disagree. */
export interface CheckboxGroupValue {
  checked: boolean;
  value: string[];
}

/** Props of {@link CheckboxGroup}. */
export interface CheckboxGroupProps extends CheckboxGroupValue {
  /** Label of the group checkbox, e.g. 'Account' or 'Report'. */
  label: ReactNode;
  items: CheckboxGroupItem[];
  onChange: (next: CheckboxGroupValue) => void;
  /** Disables the whole group (e.g. the form in view mode). */
  disabled?: boolean;
  /** Validation message, e.g. "at least one of …" from the rules package. */
  errorText?: ReactNode;
  /**
   * Shows the ticked group checkbox as indeterminate ("mixed") while only some children are
   * ticked. Off by default; a click on an indeterminate group ticks every child. A ticked group
   * with none of its children ticked is drawn mixed either way, never fully ticked.
   */
  indeterminateWhenPartial?: boolean;
}

/**
 * An authorization group (spec: User form, Authorization): ticking or unticking the group ticks or
 * unticks all its children, and the children are disabled while the group is unticked.
 */
export function CheckboxGroup({
  label,
  items,
  checked,
  value,
  onChange,
  disabled = false,
  errorText,
  indeterminateWhenPartial = false,
}: CheckboxGroupProps) {
  const styles = checkbox();
  const groupId = useId();
  const errorId = `${groupId}-error`;
  const all = items.map((item) => item.value);
  // Ticked with no child ticked (every child ticked off one by one) is not "all": drawn mixed, the
  // children stay enabled, and the rules ask for one of them.
  const partial = checked && value.length < all.length && (indeterminateWhenPartial || value.length === 0);
  return (
    <div
      className={styles.group}
      role="group"
      aria-labelledby={`${groupId}-label`}
      aria-describedby={errorText ? errorId : undefined}
    >
      <Checkbox
        label={<span id={`${groupId}-label`}>{label}</span>}
        checked={partial ? 'indeterminate' : checked}
        disabled={disabled}
        invalid={Boolean(errorText)}
        onCheckedChange={(next) => {
          const ticked = next === true;
          onChange({ checked: ticked, value: ticked ? all : [] });
        }}
      />
      <div className={styles.children} role="group">
        {items.map((item) => (
          <Checkbox
            key={item.value}
            value={item.value}
            label={item.label}
            checked={value.includes(item.value)}
            disabled={disabled || !checked}
            onCheckedChange={(next) =>
              onChange({ checked, value: next === true ? [...value, item.value] : value.filter((entry) => entry !== item.value) })
            }
          />
        ))}
      </div>
      {errorText ? (
        <p id={errorId} className={styles.errorText}>
          {errorText}
        </p>
      ) : null}
    </div>
  );
}
