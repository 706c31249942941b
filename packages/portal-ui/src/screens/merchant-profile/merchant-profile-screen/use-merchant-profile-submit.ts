import { useRef, useState, type FormEvent } from 'react';
import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import { firstInvalidControl } from '../../../fields/first-invalid-control/first-invalid-control';
import { useSingleFlight } from '../../../hooks/use-single-flight';
import { useStaffAccess } from '../../../hooks/use-staff-access';
import { useErrorText } from '../../../texts/texts-context';
import type { MerchantProfileFormValues, MerchantProfileLoaded } from '../merchant-profile-values';
import { updateRequestOf } from '../merchant-profile-values';
import type { useMerchantProfileActions } from './use-merchant-profile-actions';

/** What a failed validation found: how many fields, and their messages (each once). */
export interface ClientErrors {
  count: number;
  texts: string[];
}

/** The fields of a failed validation and their messages, in form order, each message once. */
function messagesOf(errors: FieldErrors, errorText: (e: { message?: string } | undefined) => string | undefined): ClientErrors {
  const found: string[] = [];
  let count = 0;
  const walk = (node: unknown) => {
    if (node === null || typeof node !== 'object') return;
    const error = node as { message?: unknown; type?: unknown; ref?: unknown };
    if (typeof error.message === 'string' && error.type !== undefined) {
      const text = errorText(error as { message: string });
      count += 1;
      if (text && !found.includes(text)) found.push(text);
    }
    for (const [key, child] of Object.entries(node)) if (key !== 'ref' && key !== 'message' && key !== 'type') walk(child);
  };
  walk(errors);
  return { count, texts: found };
}

/**
 * Update: checks the form and sends the update, or focuses the first invalid field and keeps
 * what failed for the error modal. Give `formRef` and `onSubmit` to the `<form>`.
 */
export function useMerchantProfileSubmit(
  form: UseFormReturn<MerchantProfileFormValues>,
  loaded: MerchantProfileLoaded,
  actions: ReturnType<typeof useMerchantProfileActions>,
) {
  const errorText = useErrorText();
  const { setsBankTerms } = useStaffAccess();
  const formRef = useRef<HTMLFormElement>(null);
  const [clientErrors, setClientErrors] = useState<ClientErrors | null>(null);

  // Validation included: a double click or Enter twice checks and sends once.
  const submit = useSingleFlight((event: FormEvent<HTMLFormElement>) =>
    form.handleSubmit(
      async (values) => {
        const ok = await actions.run(updateRequestOf(loaded, values, { bankTerms: setsBankTerms }));
        // The saved values become the form's clean state: leaving now asks nothing.
        if (ok) form.reset(values);
      },
      (errors) => {
        // Focused before the modal opens: the modal gives the focus back to it when it closes.
        if (formRef.current) firstInvalidControl(formRef.current, errors)?.focus();
        setClientErrors(messagesOf(errors, errorText));
      },
    )(event),
  );
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(event);
  };

  return {
    formRef,
    onSubmit,
    /** What the last failed check found, until its modal is closed. */
    clientErrors,
    closeClientErrors: () => setClientErrors(null),
  };
}
