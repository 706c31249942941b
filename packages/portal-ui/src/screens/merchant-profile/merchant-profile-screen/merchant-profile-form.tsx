import { LABELS, MERCHANT_PROFILE_FORM_TEXTS } from '@lego-portal/rules';
import { useId, useMemo, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { css } from '../../../../styled-system/css';
import { FormActionBar } from '../../../fields/form-action-bar';
import { FormIndex } from '../../../fields/form-index';
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
import { MerchantProfileErrorSummary } from './merchant-profile-error-summary';
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
  // The wrapper of a card: the index's target; as the card, never wider than its column.
  part: css({ display: 'flex', flexDirection: 'column', minWidth: '0' }),
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
  // The cards' wrappers are the index's targets (ids unique per form, as a host may show two).
  const idBase = useId();
  const parts = useMemo(
    () => [
      { id: `${idBase}-profile`, label: labels.merchantProfileCard },
      { id: `${idBase}-contact`, label: labels.merchantContactCard },
      { id: `${idBase}-fees`, label: texts.feeProfile },
      { id: `${idBase}-integration`, label: labels.merchantIntegrationCard },
    ],
    [idBase, labels, texts],
  );
  const [profilePart, contactPart, feesPart, integrationPart] = parts.map((part) => part.id);

  const outcomeModal = <MerchantProfileOutcomeModal actions={actions} onBackToMerchant={() => leave(paths.merchant('view'))} />;
  const cards = (
    <div className={styles.columns}>
      <div className={styles.stack}>
        <div id={profilePart} className={styles.part}>
          <MerchantProfileCard mode={mode} loaded={loaded} />
        </div>
      </div>
      <div className={styles.stack}>
        <div id={contactPart} className={styles.part}>
          <ContactCard mode={mode} address={loaded.merchantAddress} />
        </div>
        <div id={feesPart} className={styles.part}>
          <FeeProfileCard mode={mode} />
        </div>
        <div id={integrationPart} className={styles.part}>
          <IntegrationInfoCard keyPair={loaded.keyPairResponse} />
        </div>
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
          <FormIndex label={texts.formSections} items={parts} />
          <MerchantProfileErrorSummary form={form} formRef={formRef} />
          {cards}
          {/* Discard Edit and Update stay in view however long the form (issue 30). */}
          <FormActionBar>
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
          </FormActionBar>
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
