import { formatMessage, LABELS, MERCHANT_PROFILE_FORM_TEXTS, MERCHANT_PROFILE_MESSAGES } from '@lego-portal/rules';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { FormProvider, useForm } from 'react-hook-form';
import { css } from '../../../../styled-system/css';
import { firstInvalidControl } from '../../../fields/first-invalid-control/first-invalid-control';
import { usePortal } from '../../../provider/portal-provider';
import { Button } from '../../../primitives/button';
import { ConfirmDialog } from '../../../primitives/confirm-dialog';
import { LeaveGuard } from '../../../primitives/leave-guard';
import { ResultModal } from '../../../primitives/result-modal';
import { useErrorText, useTexts } from '../../../texts/texts-context';
import { useFailureText } from '../../../texts/use-failure-text';
import { ContactCard } from '../contact-card';
import { FeeProfileCard } from '../fee-profile-card';
import { IntegrationInfoCard } from '../integration-info-card';
import { MerchantProfileCard } from '../merchant-profile-card';
import { merchantProfileResolver } from '../merchant-profile-resolver';
import type { MerchantProfileFormValues, MerchantProfileLoaded } from '../merchant-profile-values';
import { merchantProfileValuesOf, statusRequestOf, updateRequestOf } from '../merchant-profile-values';
import { MerchantProfileHeader } from './merchant-profile-header';
import { useMerchantProfileActions } from './use-merchant-profile-actions';
import { useSingleFlight } from '../../../hooks/use-single-flight';

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
  errors: css({ m: '0', mt: '2', pl: '5', listStyleType: 'disc' }),
};

/** The fields of a failed validation and their messages, in form order, each message once. */
function messagesOf(errors: FieldErrors, errorText: (e: { message?: string } | undefined) => string | undefined): { count: number; texts: string[] } {
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

/** The loaded profile as a form in view or update mode, with its actions and outcomes. */
export function MerchantProfileForm({ mode, loaded, headingId }: MerchantProfileFormProps) {
  const { navigation, paths } = usePortal();
  const texts = useTexts('merchantProfileForm', MERCHANT_PROFILE_FORM_TEXTS);
  const messages = useTexts('merchantProfile', MERCHANT_PROFILE_MESSAGES);
  const labels = useTexts('label', LABELS);
  const errorText = useErrorText();
  // The profile update's answer is read by `validationMessages[].message` (spec section 7).
  const failureText = useFailureText('message');
  const loadedValues = useMemo(() => merchantProfileValuesOf(loaded), [loaded]);
  const form = useForm<MerchantProfileFormValues>({
    defaultValues: loadedValues,
    // Follows the stored profile (e.g. the status after Inactivate) without overwriting edits.
    values: loadedValues,
    resetOptions: { keepDirtyValues: true },
    resolver: merchantProfileResolver(),
    // A field shows its error once it was left (or the form submitted), never before anyone typed.
    mode: 'onTouched',
    // The screen focuses the first invalid field itself, in the order the form shows them and
    // including groups and selects (react-hook-form knows only registered inputs, in the order
    // they registered, and would focus again after the error modal opened).
    shouldFocusError: false,
  });
  const actions = useMerchantProfileActions();
  const formRef = useRef<HTMLFormElement>(null);
  const [clientErrors, setClientErrors] = useState<{ count: number; texts: string[] } | null>(null);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  // Where to go once the form is clean again (after Discard Edit or a save), so the leave guard
  // has let go before the navigation happens.
  const [leaveTo, setLeaveTo] = useState<string | null>(null);
  const { isDirty } = form.formState;
  useEffect(() => {
    if (leaveTo !== null && !isDirty) navigation.navigate(leaveTo);
  }, [leaveTo, isDirty, navigation]);
  const info = loaded.merchantProfileResponse.merchantProfileResource.merchantInfo;

  const leave = (to: string) => {
    form.reset(loadedValues);
    setLeaveTo(to);
  };

  // Validation included: a double click or Enter twice checks and sends once.
  const submit = useSingleFlight((event: FormEvent<HTMLFormElement>) =>
    form.handleSubmit(
      async (values) => {
        const ok = await actions.run(updateRequestOf(loaded, values));
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

  const outcome = actions.outcome;
  const resultModal = (
    <ResultModal
      open={actions.resultOpen}
      onOpenChange={(open) => {
        if (!open) actions.dismiss();
      }}
      variant={outcome?.ok ? 'success' : 'error'}
      title={outcome?.ok ? messages.updateSuccessTitle : messages.updateErrorTitle}
      message={outcome?.ok ? messages.updateSuccessBody : failureText(outcome?.error)}
      actionLabel={outcome?.ok && outcome.action === 'UPDATE' ? labels.backToMerchant : undefined}
      onAction={outcome?.ok && outcome.action === 'UPDATE' ? () => leave(paths.merchant('view')) : undefined}
    />
  );

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
        {resultModal}
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
      <LeaveGuard when={isDirty && leaveTo === null} title={texts.leaveConfirmTitle} message={texts.leaveConfirmBody} leaveLabel={texts.leave} stayLabel={texts.stay} />
      <ConfirmDialog
        open={confirmDiscard}
        onOpenChange={setConfirmDiscard}
        title={texts.discardConfirmTitle}
        message={texts.discardConfirmBody}
        confirmLabel={labels.discardEdit}
        destructive
        onConfirm={() => leave(paths.merchant('view'))}
      />
      <ResultModal
        open={clientErrors !== null}
        onOpenChange={(open) => {
          if (!open) setClientErrors(null);
        }}
        variant="error"
        title={messages.clientErrorTitle}
        message={
          clientErrors ? (
            <>
              {clientErrors.count === 1 ? texts.fixFieldsOne : formatMessage(texts.fixFieldsMany, { count: String(clientErrors.count) })}
              <ul className={styles.errors}>
                {clientErrors.texts.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            </>
          ) : undefined
        }
      />
      {resultModal}
    </section>
  );
}
