import { formatMessage, MERCHANT_PROFILE_FORM_TEXTS } from '@lego-portal/rules';
import type { RefObject } from 'react';
import { useFormState, type UseFormReturn } from 'react-hook-form';
import { ErrorSummary, errorSummaryItems } from '../../../fields/error-summary';
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
  const element = formRef.current;
  if (submitCount === 0 || !element) return null;
  const items = errorSummaryItems(element, errors, errorText);
  const title = items.length === 1 ? texts.fixFieldsOne : formatMessage(texts.fixFieldsMany, { count: String(items.length) });
  return <ErrorSummary title={title} items={items} />;
}
