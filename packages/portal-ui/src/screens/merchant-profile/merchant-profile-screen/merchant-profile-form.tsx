import { LABELS, MERCHANT_PROFILE_FORM_TEXTS } from '@lego-portal/rules';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { css } from '../../../../styled-system/css';
import { usePortal } from '../../../provider/portal-provider';
import { Button } from '../../../primitives/button';
import { ConfirmDialog } from '../../../primitives/confirm-dialog';
import { LeaveGuard } from '../../../primitives/leave-guard';
import { useTexts } from '../../../texts/texts-context';
import { ContactCard } from '../contact-card';
import { FeeProfileCard } from '../fee-profile-card';
import { IntegrationInfoCard } from '../integration-info-card';
import { MerchantProfileCard } from '../merchant-profile-card';
import type { MerchantProfileLoaded } from '../merchant-profile-values';
import { statusRequestOf } from '../merchant-profile-values';
import { MerchantProfileErrorsModal } from './merchant-profile-errors-modal';
import { MerchantProfileHeader } from './merchant-profile-header';
import { MerchantProfileOutcomeModal } from './merchant-profile-outcome-modal';
import { useMerchantProfileActions } from './use-merchant-profile-actions';
import { useMerchantProfileForm } from './use-merchant-profile-form';
import { useMerchantProfileSubmit } from './use-merchant-profile-submit';

/** Props of {@link MerchantProfileForm}. */
export interface MerchantProfileFormProps {
  mode: 'view' | 'update';
  loaded: MerchantProfileLoaded;
  headingId: string;
}

const styles = {
  section: css({ display: 'flex', flexDirection: 'column', gap: '6' }),
  heading: css({ fontSize: '2xl', fontWeight: 'semibold', lineHeight: 'tight' }),
  form: css({ display: 'flex', flexDirection: 'column', gap: '6' }),
  columns: css({ display: 'grid', gap: '6', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 28rem), 1fr))', alignItems: 'start' }),
  stack: css({ display: 'flex', flexDirection: 'column', gap: '6', minWidth: '0' }),
  buttons: css({ display: 'flex', flexWrap: 'wrap', gap: '3' }),
};

/** The loaded profile as a form in view or update mode, with its actions and outcomes. */
export function MerchantProfileForm({ mode, loaded, headingId }: MerchantProfileFormProps) {
  const { navigation, paths } = usePortal();
  const texts = useTexts('merchantProfileForm', MERCHANT_PROFILE_FORM_TEXTS);
  const labels = useTexts('label', LABELS);
  const { form, isDirty, leave, leaving } = useMerchantProfileForm(loaded);
  const actions = useMerchantProfileActions();
  const { formRef, onSubmit, clientErrors, closeClientErrors } = useMerchantProfileSubmit(form, loaded, actions);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const info = loaded.merchantProfileResponse.merchantProfileResource.merchantInfo;

  const outcomeModal = <MerchantProfileOutcomeModal actions={actions} onBackToMerchant={() => leave(paths.merchant('view'))} />;
  const cards = (
    <div className={styles.columns}>
      <div className={styles.stack}>
        <MerchantProfileCard mode={mode} loaded={loaded} />
      </div>
      <div className={styles.stack}>
        <ContactCard mode={mode} address={loaded.merchantAddress} />
        <FeeProfileCard mode={mode} />
        <IntegrationInfoCard keyPair={loaded.keyPairResponse} />
      </div>
    </div>
  );

  if (mode === 'view') {
    return (
      <section aria-labelledby={headingId} className={styles.section}>
        <MerchantProfileHeader
          headingId={headingId}
          merchantName={info.merchantName}
          isActive={info.isActive ?? ''}
          busy={actions.pending}
          onEdit={() => navigation.navigate(paths.merchant('update'))}
          onStatus={(action) => actions.run(statusRequestOf(loaded, action))}
        />
        <FormProvider {...form}>{cards}</FormProvider>
        {outcomeModal}
      </section>
    );
  }

  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h1 id={headingId} className={styles.heading}>
        {texts.updateHeading}
      </h1>
      <FormProvider {...form}>
        <form ref={formRef} noValidate aria-labelledby={headingId} onSubmit={onSubmit} className={styles.form} data-reserve-message="">
          {cards}
          <div className={styles.buttons}>
            <Button
              variant="outline"
              onClick={() => {
                if (form.formState.isDirty) setConfirmDiscard(true);
                else navigation.navigate(paths.merchant('view'));
              }}
            >
              {labels.discardEdit}
            </Button>
            <Button type="submit" loading={actions.pending} loadingText={texts.saving}>
              {texts.update}
            </Button>
          </div>
        </form>
      </FormProvider>
      <LeaveGuard when={isDirty && !leaving} title={texts.leaveConfirmTitle} message={texts.leaveConfirmBody} leaveLabel={texts.leave} stayLabel={texts.stay} />
      <ConfirmDialog
        open={confirmDiscard}
        onOpenChange={setConfirmDiscard}
        title={texts.discardConfirmTitle}
        message={texts.discardConfirmBody}
        confirmLabel={labels.discardEdit}
        destructive
        onConfirm={() => leave(paths.merchant('view'))}
      />
      <MerchantProfileErrorsModal errors={clientErrors} onClose={closeClientErrors} />
      {outcomeModal}
    </section>
  );
}
