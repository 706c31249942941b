import type { UserAction, UserFormMode } from '@lego-portal/rules';
import { USER_DETAIL_TEXTS } from '@lego-portal/rules';
import { useId, useMemo, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { css } from '../../../../styled-system/css';
import { useSingleFlight } from '../../../hooks/use-single-flight';
import { LIST_PLACES } from '../../../lists';
import { PageSection } from '../../../primitives/page-section';
import { ResultModal } from '../../../primitives/result-modal';
import { DetailSkeleton } from '../../../primitives/skeleton';
import { usePortal } from '../../../provider/portal-provider';
import { useSessionMemory } from '../../../provider/session-scope';
import { useTexts } from '../../../texts/texts-context';
import { useUserActions } from './use-user-actions';
import { useUserDetailRecord } from './use-user-detail-record';
import { userDetailResolver } from './user-detail-resolver';
import { UserDetailForm } from './user-detail-form';
import { UserDetailView } from './user-detail-view';
import type { UserDetailFormValues } from './user-detail-values';
import { createUserRequestOf, emptyUserDetailValues, statusActionRequestOf, updateUserRequestOf, userDetailValuesOf } from './user-detail-values';

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

function UserDetail(props: UserDetailScreenProps) {
  const { mode, merchantId = '', userId = '' } = props;
  const { navigation, paths } = usePortal();
  const memory = useSessionMemory();
  const texts = useTexts('userDetail', USER_DETAIL_TEXTS);
  const headingId = useId();
  const { profile, existing, notEditable, own, ownMerchantId } = useUserDetailRecord(props);

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
    <PageSection heading={texts[HEADINGS[mode]]} headingId={headingId}>
      {(existing && !profile) || notEditable || mode === 'view' ? (
        <DetailSkeleton label={texts.loading} />
      ) : (
        <UserDetailForm
          mode={mode}
          form={form}
          profile={profile}
          headingId={headingId}
          onSubmit={onSubmit}
          pending={actions.pending}
          onBack={() => navigation.navigate(listPath())}
          onDiscard={() => navigation.navigate(paths.userView(merchantId, userId))}
        />
      )}
      {resultModal}
    </PageSection>
  );
}
