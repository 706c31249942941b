import { Select as ArkSelect, createListCollection } from '@ark-ui/react/select';
import { CONTROL_TEXTS } from '@lego-portal/rules';
import { useMemo, type ReactNode } from 'react';
import { css } from '../../../styled-system/css';
import { select } from '../../../styled-system/recipes';
import { useTexts } from '../../texts/texts-context';
import { PortalLayer } from '../../theme/portal-layer';
import { CheckIcon } from '../checkbox/check-icon';

/** One option of a {@link Select}. */
export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** Props of {@link Select}. */
export interface SelectProps {
  label: ReactNode;
  options: SelectOption[];
  value: string | null;
  onValueChange: (value: string) => void;
  /** Shown while nothing is chosen; 'Select…' in the portal's language by default. */
  placeholder?: string;
  disabled?: boolean;
  required?: boolean;
  errorText?: ReactNode;
  /** Form field name; submitted through a hidden native select. */
  name?: string;
  /** Hide the label visually (it stays the accessible name), e.g. the page-size picker. */
  hideLabel?: boolean;
  className?: string;
}

const srOnly = css({ srOnly: true });

/** A single-choice listbox on Ark Select: keyboard navigation, typeahead, labelled trigger. */
export function Select({
  label,
  options,
  value,
  onValueChange,
  placeholder,
  disabled,
  required,
  errorText,
  name,
  hideLabel = false,
  className,
}: SelectProps) {
  const styles = select();
  const texts = useTexts('control', CONTROL_TEXTS);
  const collection = useMemo(
    () => createListCollection({ items: options, isItemDisabled: (item) => Boolean(item.disabled) }),
    [options],
  );
  return (
    <ArkSelect.Root
      collection={collection}
      value={value == null ? [] : [value]}
      onValueChange={(details) => {
        const next = details.value[0];
        if (next !== undefined) onValueChange(next);
      }}
      disabled={disabled}
      required={required}
      invalid={Boolean(errorText)}
      name={name}
      positioning={{ sameWidth: true }}
      className={className ? `${styles.root} ${className}` : styles.root}
    >
      <ArkSelect.Label className={hideLabel ? srOnly : styles.label}>{label}</ArkSelect.Label>
      <ArkSelect.Control className={styles.control}>
        <ArkSelect.Trigger className={styles.trigger}>
          <ArkSelect.ValueText placeholder={placeholder ?? texts.selectPlaceholder} />
          <ArkSelect.Indicator className={styles.indicator}>
            <svg viewBox="0 0 16 16" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              <path d="M4 6l4 4 4-4" />
            </svg>
          </ArkSelect.Indicator>
        </ArkSelect.Trigger>
      </ArkSelect.Control>
      {errorText ? <p className={styles.errorText}>{errorText}</p> : null}
      <PortalLayer>
        <ArkSelect.Positioner className={styles.positioner}>
          <ArkSelect.Content className={styles.content}>
            {collection.items.map((item) => (
              <ArkSelect.Item key={item.value} item={item} className={styles.item}>
                <ArkSelect.ItemText>{item.label}</ArkSelect.ItemText>
                <ArkSelect.ItemIndicator className={styles.itemIndicator}>
                  <CheckIcon />
                </ArkSelect.ItemIndicator>
              </ArkSelect.Item>
            ))}
          </ArkSelect.Content>
        </ArkSelect.Positioner>
      </PortalLayer>
      <ArkSelect.HiddenSelect />
    </ArkSelect.Root>
  );
}
