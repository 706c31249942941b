/**
 * A merchant profile form around one part of the screen, for that part's stories and tests:
 * the values of a load response, the rules' resolver, errors shown once a field was left, and a
 * submit button that validates everything (as the screen's Update does). The form is seen by a
 * staff member who sets the bank's terms unless `bankTerms` is false (the merchant's own user).
 */
import { useMemo, type ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { PortalSessionContext } from '../../../provider/portal-provider';
import { merchantProfileResolver } from '../merchant-profile-resolver';
import type { MerchantProfileFormValues, MerchantProfileLoaded } from '../merchant-profile-values';
import { merchantProfileValuesOf } from '../merchant-profile-values';
import { bankTermsSession } from './bank-terms-users';
import { apiMerchant } from './merchant-fixtures';

/** Props of {@link MerchantFormHarness}. */
export interface MerchantFormHarnessProps {
  loaded?: MerchantProfileLoaded;
  /** Called with the values of a valid submit. */
  onValid?: (values: MerchantProfileFormValues) => void;
  /** Label of the harness's submit button (not a portal text: it stands in for the screen's Update). */
  submitLabel?: string;
  /** Seen by staff with BANK_MERCHANT_ADMIN (true, the default) or by the merchant's own user. */
  bankTerms?: boolean;
  children: ReactNode;
}

/** Renders `children` inside a merchant profile form. */
export function MerchantFormHarness({ loaded = apiMerchant(), onValid, submitLabel = 'Submit', bankTerms = true, children }: MerchantFormHarnessProps) {
  const session = useMemo(() => bankTermsSession(bankTerms), [bankTerms]);
  const form = useForm<MerchantProfileFormValues>({
    defaultValues: merchantProfileValuesOf(loaded),
    resolver: merchantProfileResolver({ bankTerms }),
    mode: 'onTouched',
  });
  return (
    <PortalSessionContext.Provider value={session}>
      <FormProvider {...form}>
        <form noValidate onSubmit={form.handleSubmit((values) => onValid?.(values))}>
          {children}
          <button type="submit">{submitLabel}</button>
        </form>
      </FormProvider>
    </PortalSessionContext.Provider>
  );
}
