/**
 * A merchant profile form around one part of the screen, for that part's stories and tests:
 * the values of a load response, the rules' resolver, errors shown once a field was left, and a
 * submit button that validates everything (as the screen's Update does).
 */
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { merchantProfileResolver } from '../merchant-profile-resolver';
import type { MerchantProfileFormValues, MerchantProfileLoaded } from '../merchant-profile-values';
import { merchantProfileValuesOf } from '../merchant-profile-values';
import { apiMerchant } from './merchant-fixtures';

/** Props of {@link MerchantFormHarness}. */
export interface MerchantFormHarnessProps {
  loaded?: MerchantProfileLoaded;
  /** Called with the values of a valid submit. */
  onValid?: (values: MerchantProfileFormValues) => void;
  /** Label of the harness's submit button (not a portal text: it stands in for the screen's Update). */
  submitLabel?: string;
  children: ReactNode;
}

/** Renders `children` inside a merchant profile form. */
export function MerchantFormHarness({ loaded = apiMerchant(), onValid, submitLabel = 'Submit', children }: MerchantFormHarnessProps) {
  const form = useForm<MerchantProfileFormValues>({
    defaultValues: merchantProfileValuesOf(loaded),
    resolver: merchantProfileResolver(),
    mode: 'onTouched',
  });
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit((values) => onValid?.(values))}>
        {children}
        <button type="submit">{submitLabel}</button>
      </form>
    </FormProvider>
  );
}
