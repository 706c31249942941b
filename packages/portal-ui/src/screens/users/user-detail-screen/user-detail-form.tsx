import type { Schemas } from '@lego-portal/api-client';
import { LABELS, USER_DETAIL_TEXTS } from '@lego-portal/rules';
import type { FormEvent } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Controller, FormProvider } from 'react-hook-form';
import { css } from '../../../../styled-system/css';
import { Button } from '../../../primitives/button';
import { Card } from '../../../primitives/card';
import { useErrorText, useTexts } from '../../../texts/texts-context';
import { AuthorizationCheckboxes } from '../authorization-checkboxes';
import { UserProfileForm } from '../user-profile-form';
import { UserStatusBadge } from '../user-status-badge';
import type { UserDetailFormValues } from './user-detail-values';

const styles = {
  form: css({ display: 'flex', flexDirection: 'column', gap: '6' }),
  columns: css({ display: 'grid', gap: '6', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))', alignItems: 'start' }),
  status: css({ display: 'flex', alignItems: 'center', gap: '2', mb: '4', fontSize: 'sm', fontWeight: 'medium' }),
  buttons: css({ display: 'flex', flexWrap: 'wrap', gap: '3' }),
};

/** Props of {@link UserDetailForm}. */
export interface UserDetailFormProps {
  mode: 'create' | 'update';
  form: UseFormReturn<UserDetailFormValues>;
  /** The stored user being updated (its status shows above the profile); none on create. */
  profile: Schemas['UserProfile'] | undefined;
  /** The page heading's id: the form is named by it. */
  headingId: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** A save is on its way: the submit button is busy. */
  pending: boolean;
  onBack: () => void;
  /** Update only: back to the view, dropping the edits. */
  onDiscard: () => void;
}

/** The group whose "at least one" message shows first, from the errors react-hook-form holds. */
function firstInvalidGroup(error: unknown): 'account' | 'report' {
  const errors = error as { account?: unknown; report?: unknown } | undefined;
  return errors?.report && !errors.account ? 'report' : 'account';
}

/**
 * The create and update form of a user: the profile card on the left, the authorization card on
 * the right (one column on a phone), then Back to User List, Discard Edit (update) and the submit.
 */
export function UserDetailForm({ mode, form, profile, headingId, onSubmit, pending, onBack, onDiscard }: UserDetailFormProps) {
  const texts = useTexts('userDetail', USER_DETAIL_TEXTS);
  const labels = useTexts('label', LABELS);
  const errorText = useErrorText();
  const authorizationError = (group: 'account' | 'report') => errorText(form.formState.errors.authorization?.[group]);

  return (
    <FormProvider {...form}>
      <form noValidate aria-labelledby={headingId} onSubmit={onSubmit} className={styles.form} data-reserve-message="">
        <div className={styles.columns}>
          <Card title={texts.profileCard} headingLevel={2}>
            {profile ? (
              <p className={styles.status}>
                {texts.status} <UserStatusBadge status={profile.status} />
              </p>
            ) : null}
            <UserProfileForm mode={mode} />
          </Card>
          <Card title={texts.authorizationCard} headingLevel={2}>
            <Controller
              name="authorization"
              control={form.control}
              render={({ field }) => (
                <AuthorizationCheckboxes
                  ref={(handle) =>
                    // react-hook-form focuses this on a failed submit: the first invalid group.
                    field.ref(handle && { focus: () => handle.focus(firstInvalidGroup(form.getFieldState('authorization').error)) })
                  }
                  value={field.value}
                  onChange={field.onChange}
                  errors={{ account: authorizationError('account'), report: authorizationError('report') }}
                />
              )}
            />
          </Card>
        </div>
        <div className={styles.buttons}>
          <Button variant="outline" onClick={onBack}>
            {labels.backToUserList}
          </Button>
          {mode === 'update' ? (
            <Button variant="outline" onClick={onDiscard}>
              {labels.discardEdit}
            </Button>
          ) : null}
          <Button type="submit" loading={pending} loadingText={texts.saving}>
            {mode === 'create' ? labels.createUser : labels.updateUser}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
