import { useLayoutEffect, useRef, useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { TextField } from '../../../primitives/text-field';
import { ErrorSummary } from '../error-summary';
import { errorSummaryItems, type ErrorSummaryItem } from '../error-summary-items';

/** What a failed check of {@link ErrorSummaryExample} found, as react-hook-form reports it. */
export const EXAMPLE_ERRORS: FieldErrors = {
  contact: {
    email: { type: 'format', message: 'Please enter a valid email' },
    firstName: { type: 'required', message: 'Please enter contact first name' },
  },
  options: { type: 'min', message: 'Please choose at least one option' },
};

/**
 * A form for the summary's tests and stories: two text fields, `filler` fields between them, a
 * group of options and the summary of {@link EXAMPLE_ERRORS} (or `errors`) above it.
 */
export function ErrorSummaryExample({ errors = EXAMPLE_ERRORS, filler = 0 }: { errors?: FieldErrors; filler?: number }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [items, setItems] = useState<ErrorSummaryItem[]>([]);
  useLayoutEffect(() => {
    if (formRef.current) setItems(errorSummaryItems(formRef.current, errors, (error) => error?.message));
  }, [errors]);
  const count = items.length;
  return (
    <form ref={formRef} aria-label="Example" noValidate style={{ display: 'flex', flexDirection: 'column', gap: '1rem' }}>
      <ErrorSummary title={`${count} fields need your attention.`} items={items} />
      <TextField name="contact.firstName" label="First Name" required invalid />
      {Array.from({ length: filler }, (_, i) => (
        <TextField key={i} name={`filler.${i}`} label={`Other field ${i + 1}`} />
      ))}
      <fieldset>
        <legend>Payment Options</legend>
        <label>
          <input type="checkbox" name="options.easyNet" /> EasyNet
        </label>
        <label>
          <input type="checkbox" name="options.easyApp" /> EasyApp
        </label>
      </fieldset>
      <TextField name="contact.email" label="Email" required invalid />
    </form>
  );
}
