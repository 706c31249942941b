import { legoQueries } from '@lego-portal/api-client';
import type { UserAction, UserFormMode } from '@lego-portal/rules';
import { LABELS, USER_DETAIL_TEXTS } from '@lego-portal/rules';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, type FormEvent } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { css } from '../../../../styled-system/css';
import { usePortal, usePortalSession } from '../../../provider/portal-provider';
import { useSessionMemory } from '../../../provider/session-scope';
import { Button } from '../../../primitives/button';
import { Card } from '../../../primitives/card';
import { ResultModal } from '../../../primitives/result-modal';
import { DetailSkeleton } from '../../../primitives/skeleton';
import { useErrorText, useTexts } from '../../../texts/texts-context';
import { AuthorizationCheckboxes } from '../authorization-checkboxes';
import { LIST_PLACES } from '../../../lists';
import { UserProfileForm } from '../user-profile-form';
import { UserStatusBadge } from '../user-status-badge';
import { useUserActions } from './use-user-actions';
import { userDetailResolver } from './user-detail-resolver';
import { UserDetailView } from './user-detail-view';
import type { UserDetailFormValues } from './user-detail-values';
import { createUserRequestOf, emptyUserDetailValues, statusActionRequestOf, updateUserRequestOf, userDetailValuesOf } from './user-detail-values';
import { useNotFoundRedirect } from '../../../hooks/use-not-found-redirect';
import { useSingleFlight } from '../../../hooks/use-single-flight';

/** Props of {@link UserDetailScreen}. */
export interface UserDetailScreenProps {
  /** `create` (/user/create), `update` (/user/update/…) or `view` (/user/view/…). */
  mode: 'create' | 'update' | 'view';
  /** The user's merchant, from the route; must be the signed-in user's merchant. */
  merchantId?: string;
  /** The user's id, from the route. */
  userId?: string;
}

/** The heading of each mode: its `userDetail` text. */
const HEADINGS = { create: 'createHeading', update: 'updateHeading', view: 'viewHeading' } as const;

const styles = {
  section: css({ display: 'flex', flexDirection: 'column', gap: '6' }),
  header: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '4' }),
  heading: css({ fontSize: '2xl', fontWeight: 'semibold', lineHeight: 'tight' }),
  form: css({ display: 'flex', flexDirection: 'column', gap: '6' }),
  columns: css({ display: 'grid', gap: '6', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))', alignItems: 'start' }),
  status: css({ display: 'flex', alignItems: 'center', gap: '2', mb: '4', fontSize: 'sm', fontWeight: 'medium' }),
  buttons: css({ display: 'flex', flexWrap: 'wrap', gap: '3' }),
};

/**
 * A merchant user's detail (spec section 2): the profile form on the left, the authorization
 * checkboxes on the right. `create` adds a user to the signed-in user's merchant; `update` edits
 * one (username and email stay read-only); `view` reads it like a page ({@link UserDetailView}:
 * name and status as the heading, the Action menu (Edit, Lock, Unlock, Delete) beside it, the
 * profile as a label/value list, the grants as ticked marks). Outcomes show in a result modal; failures keep every input.
 * A user that cannot be loaded (another merchant's, deleted, unknown) goes to not found.
 */
export function UserDetailScreen(props: UserDetailScreenProps) {
  // A host that keeps one element mounted across /user/update and /user/view must still start
  // afresh, so Discard Edit really discards.
  return <UserDetail key={`${props.mode}/${props.merchantId ?? ''}/${props.userId ?? ''}`} {...props} />;
}

/** The group whose "at least one" message shows first, from the errors react-hook-form holds. */
function firstInvalidGroup(error: unknown): 'account' | 'report' {
  const errors = error as { account?: unknown; report?: unknown } | undefined;
  return errors?.report && !errors.account ? 'report' : 'account';
}

function UserDetail({ mode, merchantId = '', userId = '' }: UserDetailScreenProps) {
  const { client, navigation, paths } = usePortal();
  const { user } = usePortalSession();
  const memory = useSessionMemory();
  const texts = useTexts('userDetail', USER_DETAIL_TEXTS);
  const labels = useTexts('label', LABELS);
  const errorText = useErrorText();
  const headingId = useId();
  const ownMerchantId = user?.merchantProfile.merchantId ?? '';
  const existing = mode !== 'create';
  // A merchant user manages only their own merchant's users (the server answers 404 as well).
  const foreign = existing && (merchantId === '' || userId === '' || merchantId !== ownMerchantId);
  const detail = useQuery({ ...legoQueries.userDetail(client, merchantId, userId), enabled: existing && !foreign });
  const profile = detail.data?.getResponse;
  // Only a failed first load: after a delete the refetch fails too, while the modal still shows.
  const notFound = foreign || (detail.isError && !profile);
  useNotFoundRedirect(notFound);
  // Edit is offered only while the user is active (spec section 4): the update route of a
  // locked or inactive user shows the view instead.
  const notEditable = mode === 'update' && profile !== undefined && profile.status !== 'A';
  useEffect(() => {
    if (notEditable) navigation.navigate(paths.userView(merchantId, userId), { replace: true });
  }, [notEditable, navigation, paths, merchantId, userId]);
  // The server refuses to lock, unlock or delete oneself, so the own record offers Edit only.
  const own = profile !== undefined && user !== null && profile.username.toLowerCase() === user.userName.toLowerCase();

  const formMode: UserFormMode = mode === 'create' ? 'create' : 'update';
  const resolver = useMemo(() => userDetailResolver(formMode), [formMode]);
  const loaded = useMemo(() => (profile ? userDetailValuesOf(profile) : undefined), [profile]);
  const form = useForm<UserDetailFormValues>({
    defaultValues: emptyUserDetailValues(ownMerchantId),
    // Follows the stored user (e.g. the new status after Lock) without overwriting edits.
    values: loaded,
    resetOptions: { keepDirtyValues: true },
    resolver,
    // A field shows its error once it was left (or the form submitted), never before anyone typed.
    mode: 'onTouched',
  });
  const actions = useUserActions();
  const listPath = () => paths.userList() + LIST_PLACES.users.last(memory);

  const save = (values: UserDetailFormValues) => {
    if (mode === 'create') return actions.run('create', createUserRequestOf(values, ownMerchantId));
    if (mode === 'update' && profile) return actions.run('edit', updateUserRequestOf(profile, values));
  };
  // Guards the whole submit, validation included, so a double click sends one request.
  const submit = useSingleFlight((event: FormEvent<HTMLFormElement>) => form.handleSubmit(save)(event));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!actions.pending) void submit(event);
  };

  const onAction = (action: UserAction) => {
    if (!profile) return;
    if (action === 'edit') navigation.navigate(paths.userUpdate(profile.merchantId, profile.userId));
    else return actions.run(action, statusActionRequestOf(profile, action));
  };

  const closeResult = () => {
    const shown = actions.dismiss();
    // Lock and unlock stay on the view, which now shows the new status.
    if (shown?.ok && (shown.kind === 'create' || shown.kind === 'edit' || shown.kind === 'delete')) navigation.navigate(listPath());
  };

  const authorizationError = (group: 'account' | 'report') => errorText(form.formState.errors.authorization?.[group]);

  const resultModal = (
    <ResultModal
      open={actions.resultOpen}
      onOpenChange={(open) => {
        if (!open) closeResult();
      }}
      variant={actions.result?.ok ? 'success' : 'error'}
      title={actions.result?.title ?? ''}
      message={actions.result?.message}
    />
  );

  if (mode === 'view' && profile) {
    return (
      <section aria-labelledby={headingId} className={styles.section}>
        <UserDetailView
          headingId={headingId}
          profile={profile}
          own={own}
          busy={actions.pending}
          onAction={onAction}
          onBack={() => navigation.navigate(listPath())}
        />
        {resultModal}
      </section>
    );
  }

  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <div className={styles.header}>
        <h1 id={headingId} className={styles.heading}>
          {texts[HEADINGS[mode]]}
        </h1>
      </div>
      {(existing && !profile) || notEditable ? (
        <DetailSkeleton label={texts.loading} />
      ) : (
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
              <Button variant="outline" onClick={() => navigation.navigate(listPath())}>
                {labels.backToUserList}
              </Button>
              {mode === 'update' ? (
                <Button variant="outline" onClick={() => navigation.navigate(paths.userView(merchantId, userId))}>
                  {labels.discardEdit}
                </Button>
              ) : null}
              <Button type="submit" loading={actions.pending} loadingText={texts.saving}>
                {mode === 'create' ? labels.createUser : labels.updateUser}
              </Button>
            </div>
          </form>
        </FormProvider>
      )}
      {resultModal}
    </section>
  );
}
