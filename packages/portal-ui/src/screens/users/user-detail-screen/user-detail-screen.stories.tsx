import type { Schemas } from '@lego-portal/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { textsOf, type StoryTexts } from '../../../test-support/story-texts';
import { errorBody, storyProfile, USER_DETAILS_URL, USER_HANDLER_URL, userDetailHandlers } from '../test-kit/story-fixtures';
import type { UserDetailScreen } from './user-detail-screen';
import { current, existing, openActions, outcome, screenMeta } from './user-detail-story-support';
import { chooseAction } from '../../../test-support/menu-actions';

/** Create, view and update; the Action menu's lock, unlock and delete are in ...-actions.stories.tsx. */
const meta = {
  ...screenMeta,
  title: 'Screens/Users/UserDetailScreen',
} satisfies Meta<typeof UserDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The profile field labelled by `userDetail.<name>` in the story's language. */
type FieldName = 'merchantId' | 'username' | 'fullName' | 'email' | 'contactNumber' | 'note';
const field = (canvasElement: HTMLElement, t: StoryTexts, name: FieldName) =>
  within(canvasElement).getByRole('textbox', { name: new RegExp(`^${t(`userDetail.${name}`)}`) });
/** The authorization checkbox of an `authorize` flag. */
type Grant = 'account' | 'profile' | 'customerProfile' | 'report' | 'transactionReport' | 'registrationReport' | 'onlineRegistrationReport';
const grant = (canvasElement: HTMLElement, t: StoryTexts, name: Grant) => within(canvasElement).getByRole('checkbox', { name: t(`authorizationGrant.${name}`) });

async function fillValidUser(canvasElement: HTMLElement, t: StoryTexts) {
  await userEvent.type(field(canvasElement, t, 'username'), 'malee_cpin200');
  await userEvent.type(field(canvasElement, t, 'fullName'), 'Malee Wongsa');
  await userEvent.type(field(canvasElement, t, 'email'), 'malee.wongsa@cpins.example');
  await userEvent.type(field(canvasElement, t, 'contactNumber'), '0898765432');
  await userEvent.click(grant(canvasElement, t, 'report'));
}

/** A new user: the session's merchant, read-only; nothing filled in or ticked. */
export const CreateEmpty: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    await expect(canvas.getByRole('heading', { level: 1, name: t('userDetail.createHeading') })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: t('userDetail.profileCard') })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: t('userDetail.authorizationCard') })).toBeVisible();
    await expect(field(canvasElement, t, 'merchantId')).toHaveValue('1000000001');
    await expect(field(canvasElement, t, 'merchantId')).toHaveAttribute('readonly');
    await expect(field(canvasElement, t, 'username')).toHaveValue('');
    await expect(grant(canvasElement, t, 'profile')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: t('label.createUser') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('label.backToUserList') })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('label.action') })).not.toBeInTheDocument();
  },
};

/** Every message of the rules: required fields first, then each format, under its field. */
export const CreateValidation: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    const submit = canvas.getByRole('button', { name: t('label.createUser') });
    await userEvent.click(submit);
    await expect(await canvas.findByText(t('userForm.usernameRequired'))).toBeVisible();
    await expect(canvas.getByText(t('userForm.fullNameRequired'))).toBeVisible();
    await expect(canvas.getByText(t('userForm.emailRequired'))).toBeVisible();
    await waitFor(() => expect(field(canvasElement, t, 'username')).toHaveFocus());

    await userEvent.type(field(canvasElement, t, 'username'), 'ab c');
    await userEvent.type(field(canvasElement, t, 'fullName'), 'Malee_01');
    await userEvent.type(field(canvasElement, t, 'email'), 'malee@');
    await userEvent.type(field(canvasElement, t, 'contactNumber'), '08123');
    await userEvent.click(field(canvasElement, t, 'note'));
    await userEvent.paste('n'.repeat(256));
    // Groups ticked, then every child unticked again: each group needs one.
    await userEvent.click(grant(canvasElement, t, 'account'));
    await userEvent.click(grant(canvasElement, t, 'report'));
    for (const name of ['profile', 'customerProfile', 'transactionReport', 'registrationReport', 'onlineRegistrationReport'] as const) {
      await userEvent.click(grant(canvasElement, t, name));
    }
    await userEvent.click(submit);
    for (const [name, message] of [
      ['username', t('userForm.usernameFormat')],
      ['fullName', t('userForm.fullNameFormat')],
      ['email', t('userForm.emailFormat')],
      ['contactNumber', t('userForm.contactNumberFormat')],
      ['note', t('userForm.noteLength')],
    ] as const) {
      await waitFor(() => expect(field(canvasElement, t, name)).toHaveAccessibleDescription(message));
      await expect(field(canvasElement, t, name)).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(canvas.getByRole('group', { name: t('authorizationGrant.account') })).toHaveAccessibleDescription(t('authorization.accountChildRequired'));
    await expect(canvas.getByRole('group', { name: t('authorizationGrant.report') })).toHaveAccessibleDescription(t('authorization.reportChildRequired'));
  },
};

/** Valid input: one request, 'Create user successful', then back to the list. */
export const CreateSuccess: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    await fillValidUser(canvasElement, t);
    await userEvent.dblClick(within(canvasElement).getByRole('button', { name: t('label.createUser') }));
    const modal = await screen.findByRole('alertdialog', { name: outcome(t, true, 'actionCreate') });
    // The modal's one button closes it (its label is the result modal's own).
    await userEvent.click(within(modal).getByRole('button'));
    await waitFor(() => expect(current.navigation.location).toBe('/user'));
  },
};

/** The server refuses: 'Create user error' with its description; the input stays. */
export const CreateServerError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(USER_HANDLER_URL, () =>
          HttpResponse.json<Schemas['ErrorResponse']>(errorBody('Username already exists.', 'USERNAME_EXISTS'), { status: 400 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    await fillValidUser(canvasElement, t);
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('label.createUser') }));
    const modal = await screen.findByRole('alertdialog', { name: outcome(t, false, 'actionCreate') });
    // The server's own text, shown as it came.
    await expect(modal).toHaveAccessibleDescription('Username already exists.');
    await userEvent.click(within(modal).getByRole('button'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(field(canvasElement, t, 'username')).toHaveValue('malee_cpin200');
    await expect(current.navigation.location).toBe('/user/create');
  },
};

/** The value shown beside the label `label` in the view's label/value list. */
function detailValue(canvasElement: HTMLElement, label: string): HTMLElement {
  const term = [...canvasElement.querySelectorAll('dt')].find((each) => each.textContent === label);
  const value = term?.nextElementSibling;
  if (!(value instanceof HTMLElement)) throw new Error(`No value beside '${label}'.`);
  return value;
}

/** A 60-character email: read whole, wrapped, never cut or scrolled sideways. */
const LONG_EMAIL = 'prasert.boonmee.branch.staff.bangrak@cpins-payments.example';

/**
 * The view reads like a page: the name and status badge as the heading with the Action menu
 * beside them, the dates under it, values as text (a long email whole), the grants as marks.
 */
async function readsLikeAPage(canvasElement: HTMLElement, t: StoryTexts) {
  const canvas = within(canvasElement);
  const heading = await canvas.findByRole('heading', { level: 1, name: `${t('userDetail.viewHeading')} Prasert Boonmee` });
  await expect(heading).toBeVisible();
  await expect(canvas.getByText(t('userStatus.A'))).toBeVisible();
  await expect(canvas.getByText('16/11/2026 13:04:52')).toBeVisible();
  await expect(canvas.getByText('21/11/2026 09:30:00')).toBeVisible();
  await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
  await expect(canvas.queryByRole('checkbox')).not.toBeInTheDocument();
  await expect(detailValue(canvasElement, t('userDetail.username'))).toHaveTextContent('prasert_cpin005');
  const email = detailValue(canvasElement, t('userDetail.email'));
  await expect(email).toHaveTextContent(LONG_EMAIL);
  // Whole on screen: inside the viewport's width, nothing clipped, no sideways scrolling.
  await expect(email.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  await expect(email.scrollWidth).toBeLessThanOrEqual(email.clientWidth);
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  await expect(canvas.getByText(t('authorizationGrant.transactionReport')).closest('li')).toHaveAttribute('data-granted');
  await expect(canvas.getByText(t('authorizationGrant.customerProfile')).closest('li')).not.toHaveAttribute('data-granted');
  await expect(canvas.getByText(`: ${t('userDetail.notGranted')}`, { exact: false, selector: 'li span span' })).toBeInTheDocument();
}

const longEmailProfile = { ...storyProfile('A'), email: LONG_EMAIL };

/** An active user on a desktop: read like a page; the Action menu offers Edit, Lock and Delete. */
export const ViewActive: Story = {
  args: { mode: 'view', ...existing },
  globals: { viewport: { value: 'desktop' } },
  parameters: { msw: { handlers: userDetailHandlers(longEmailProfile).handlers } },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    await readsLikeAPage(canvasElement, t);
    // The actions sit in the header, on the heading's line.
    const action = within(canvasElement).getByRole('button', { name: t('label.action') });
    await expect(action.closest('header')).toContainElement(within(canvasElement).getByRole('heading', { level: 1 }));
    await expect(await openActions(canvasElement, t)).toEqual([t('label.edit'), t('label.lock'), t('label.delete')]);
    await chooseAction(canvasElement, t, t('label.edit'));
    await expect(current.navigation.location).toBe('/user/update/1000000001/U001004');
  },
};

/** The same user on a phone: labels above values, the 60-character email wrapped whole. */
export const ViewActiveOnPhone: Story = {
  args: { mode: 'view', ...existing },
  globals: { viewport: { value: 'phone' } },
  parameters: { msw: { handlers: userDetailHandlers(longEmailProfile).handlers } },
  play: async ({ canvasElement, globals }) => readsLikeAPage(canvasElement, textsOf(globals.locale)),
};

/** A user who never signed in: Last Login shows a dash, read out as 'Not set'. */
export const ViewNeverSignedIn: Story = {
  args: { mode: 'view', ...existing },
  parameters: { msw: { handlers: userDetailHandlers({ ...storyProfile('A'), lastLogin: null, note: '' }).handlers } },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: `${t('userDetail.viewHeading')} Prasert Boonmee` });
    await expect(detailValue(canvasElement, t('userDetail.note'))).toHaveTextContent(`—${t('control.notSet')}`);
    await expect(canvas.getAllByText(t('control.notSet'))).toHaveLength(2);
  },
};

/** The update route of a locked user shows the view instead: Edit is offered only when active. */
export const UpdateOfLockedUser: Story = {
  args: { mode: 'update', ...existing },
  parameters: { msw: { handlers: userDetailHandlers(storyProfile('L')).handlers } },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    await waitFor(() => expect(current.navigation.location).toBe('/user/view/1000000001/U001004'));
    await expect(within(canvasElement).queryByRole('button', { name: t('label.updateUser') })).not.toBeInTheDocument();
  },
};

/** Update: username and email read-only, the rest editable; Discard Edit goes back to the view. */
export const UpdateReadOnlyFields: Story = {
  args: { mode: 'update', ...existing },
  parameters: { msw: { handlers: userDetailHandlers(storyProfile('A')).handlers } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    await waitFor(() => expect(field(canvasElement, t, 'username')).toHaveValue('prasert_cpin005'));
    await expect(canvas.getByRole('heading', { level: 1, name: t('userDetail.updateHeading') })).toBeVisible();
    await expect(field(canvasElement, t, 'username')).toHaveAttribute('readonly');
    await expect(field(canvasElement, t, 'email')).toHaveAttribute('readonly');
    await expect(field(canvasElement, t, 'fullName')).not.toHaveAttribute('readonly');
    // The grant boxes follow the loaded form a render after the text fields: wait for them.
    await waitFor(() => expect(grant(canvasElement, t, 'report')).toBeChecked());
    await expect(grant(canvasElement, t, 'account')).toBePartiallyChecked();
    await expect(canvas.getByRole('button', { name: t('label.updateUser') })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('label.discardEdit') }));
    await expect(current.navigation.location).toBe('/user/view/1000000001/U001004');
  },
};

/** A user that cannot be loaded (404): straight to not found. */
export const LoadFailureNotFound: Story = {
  args: { mode: 'view', merchantId: '1000000001', userId: 'U999999' },
  parameters: {
    msw: { handlers: [http.post(USER_DETAILS_URL, () => HttpResponse.json<Schemas['ErrorResponse']>(errorBody('User not found.'), { status: 404 }))] },
  },
  play: async () => {
    await waitFor(() => expect(current.navigation.location).toBe('/notfound'));
  },
};
