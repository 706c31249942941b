import { formatMessage, MERCHANT_PROFILE_FORM_TEXTS } from '@lego-portal/rules';
import { useLayoutEffect, useState, type RefObject } from 'react';
import { useFormState, type UseFormReturn } from 'react-hook-form';
import { ErrorSummary, errorSummaryItems, type ErrorSummaryItem } from '../../../fields/error-summary';
import { useErrorText, useTexts } from '../../../texts/texts-context';
import type { MerchantProfileFormValues } from '../merchant-profile-values';

/** Props of {@link MerchantProfileErrorSummary}. */
export interface MerchantProfileErrorSummaryProps {
  form: UseFormReturn<MerchantProfileFormValues>;
  formRef: RefObject<HTMLFormElement | null>;
}

/**
 * Above the cards once Update found fields to fix: how many, and a link to each (issue 30). The
 * spec's modal 'update merchant profile error' still says so first; this stays on the page once
 * it is closed, beside the messages at the fields, and follows them as each is fixed.
 */
export function MerchantProfileErrorSummary({ form, formRef }: MerchantProfileErrorSummaryProps) {
  const texts = useTexts('merchantProfileForm', MERCHANT_PROFILE_FORM_TEXTS);
  const errorText = useErrorText();
  const { errors, submitCount } = useFormState({ control: form.control });
  const [items, setItems] = useState<ErrorSummaryItem[]>([]);
  // Read from the page after each render (the links name the fields as the page labels them);
  // the state changes only when what the summary says changes. No dependency list on purpose:
  // react-hook-form may change its errors object in place, so every render looks again.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    const element = formRef.current;
    const next = submitCount > 0 && element ? errorSummaryItems(element, errors, errorText) : [];
    setItems((shown) => (sameItems(shown, next) ? shown : next));
  });
  const title = items.length === 1 ? texts.fixFieldsOne : formatMessage(texts.fixFieldsMany, { count: String(items.length) });
  return <ErrorSummary title={title} items={items} />;
}

/** Whether two summaries say the same about the same controls. */
function sameItems(a: readonly ErrorSummaryItem[], b: readonly ErrorSummaryItem[]): boolean {
  return a.length === b.length && a.every((item, i) => item.key === b[i]?.key && item.label === b[i]?.label && item.message === b[i]?.message && item.control === b[i]?.control);
}
