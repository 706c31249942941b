import { canSubmitCustomer, CUSTOMER_FORM_TEXTS, LABELS } from '@lego-portal/rules';
import { useRef, type FormEvent } from 'react';
import { FormProvider } from 'react-hook-form';
import { css } from '../../../../../styled-system/css';
import { Button } from '../../../../primitives/button';
import { useTexts } from '../../../../texts/texts-context';
import type { CustomerProfile, CustomerType } from '../customer-form-values';
import { changeRequestOf } from '../customer-form-values';
import { firstInvalidControl } from '../../../../fields/first-invalid-control/first-invalid-control';
import { WaiverFields } from '../waiver/waiver-fields';
import { CustomerOutcomeModal } from './customer-outcome-modal';
import { CustomerSection } from './customer-section';
import { MerchantSection } from './merchant-section';
import { PaymentSection } from './payment-section';
import { useCustomerEditForm } from './use-customer-edit-form';
import { useCustomerSubmit } from './use-customer-submit';

/** What a submitted change was: shown to the host once the person closed the success message. */
export interface CustomerSubmitted {
  action: 'CREATE' | 'UPDATE';
  /** The customer the change is queued for (a new one's id comes from the change handler). */
  custProfileId?: string;
}

/** Props of {@link CustomerEditForm}. */
export interface CustomerEditFormProps {
  customerType: CustomerType;
  mode: 'create' | 'update';
  customer?: CustomerProfile;
  onSubmitted?: (submitted: CustomerSubmitted) => void;
  onCancel?: () => void;
  headingLevel: 2 | 3;
}

const styles = {
  form: css({ display: 'flex', flexDirection: 'column', gap: '6' }),
  columns: css({ display: 'grid', gap: '6', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 28rem), 1fr))', alignItems: 'start' }),
  stack: css({ display: 'flex', flexDirection: 'column', gap: '6', minWidth: '0' }),
  buttons: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' }),
};

/**
 * The customer form in create or update mode. Create/Update is enabled only once both lookups
 * found what the fields hold, and says why beside it until then; an update finds the stored
 * merchant and customer as it opens. Submitting validates with the rules (messages under the
 * fields, the first invalid one focused), then queues the change for a checker, once.
 */
export function CustomerEditForm({ customerType, mode, customer, onSubmitted, onCancel, headingLevel }: CustomerEditFormProps) {
  const texts = useTexts('customerForm', CUSTOMER_FORM_TEXTS);
  const labels = useTexts('label', LABELS);
  const stored = mode === 'update' ? customer : undefined;
  const { form, merchant, bankCustomer, isEPayment } = useCustomerEditForm(customerType, stored);
  const submit = useCustomerSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const submitting = useRef(false);

  const merchantFound = merchant.status === 'found';
  const customerFound = bankCustomer.status === 'found';
  const canSubmit = canSubmitCustomer({ merchantFound, customerFound }) && !submit.submitted;
  const reason = submit.submitted
    ? texts.alreadySubmitted
    : merchantFound
      ? customerFound
        ? undefined
        : texts.findCustomerFirst
      : customerFound
        ? texts.findMerchantFirst
        : texts.findBothFirst;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Guards the whole submit, validation included, so a double click sends one request.
    if (!canSubmit || submitting.current || submit.isBlocked()) return;
    submitting.current = true;
    try {
      await form.handleSubmit(
        (values) => submit.run(changeRequestOf(customerType, values, stored)),
        (errors) => {
          if (formRef.current) firstInvalidControl(formRef.current, errors)?.focus();
        },
      )(event);
    } finally {
      submitting.current = false;
    }
  };

  return (
    <FormProvider {...form}>
      <form
        ref={formRef}
        noValidate
        aria-label={customerType === 'I' ? texts.individualHeading : texts.corporateHeading}
        onSubmit={onSubmit}
        className={styles.form}
        data-reserve-message=""
      >
        <div className={styles.columns}>
          <div className={styles.stack}>
            <MerchantSection lookup={merchant} locked={stored !== undefined} headingLevel={headingLevel} />
            <CustomerSection customerType={customerType} lookup={bankCustomer} ePayment={isEPayment} custProfileId={stored?.custProfileId} headingLevel={headingLevel} />
          </div>
          <div className={styles.stack}>
            <PaymentSection headingLevel={headingLevel} />
            <WaiverFields headingLevel={headingLevel} />
          </div>
        </div>
        <div className={styles.buttons}>
          {onCancel ? (
            <Button variant="outline" onClick={onCancel}>
              {stored ? labels.discardEdit : labels.cancel}
            </Button>
          ) : null}
          <Button type="submit" disabled={!canSubmit} disabledReason={reason} loading={submit.pending} loadingText={texts.submitting}>
            {stored ? texts.update : texts.create}
          </Button>
        </div>
      </form>
      <CustomerOutcomeModal
        submit={submit}
        update={stored !== undefined}
        onQueued={({ action, custProfileId }) => onSubmitted?.({ action, custProfileId })}
      />
    </FormProvider>
  );
}
