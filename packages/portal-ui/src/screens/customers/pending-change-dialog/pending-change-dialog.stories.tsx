import type { Schemas } from '@lego-portal/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { FULL_ACCESS_USER, PortalHarness, staticSession } from '../../../test-support/portal-harness';
import { textsOf } from '../../../test-support/story-texts';
import {
  approvalConflictHandler,
  approvalFourEyesHandler,
  approvalHandler,
  CREATE_CHANGE,
  DELETE_CHANGE,
  EXPIRED_CHANGE,
  LOCK_CHANGE,
  pendingHandler,
  pendingLoadingHandler,
  pendingOutageHandler,
  STORY_MAKER,
  UNLOCK_CHANGE,
  UPDATE_CHANGE,
} from '../test-kit/pending-change-fixtures';
import { PendingChangeDialog } from './pending-change-dialog';

/** The dialog open over an otherwise empty page, as the customer detail opens it. */
function OpenDialog() {
  const [open, setOpen] = useState(true);
  return <PendingChangeDialog custProfileId="C0000001" open={open} onOpenChange={setOpen} />;
}

const meta = {
  title: 'Screens/Customers/PendingChangeDialog',
  component: PendingChangeDialog,
  args: { custProfileId: 'C0000001', open: true, onOpenChange: () => {} },
  parameters: { msw: { handlers: [pendingHandler(UPDATE_CHANGE), approvalHandler()] } },
  render: () => (
    <PortalHarness session={staticSession(FULL_ACCESS_USER)} initialPath="/customer/view/C0000001">
      <OpenDialog />
    </PortalHarness>
  ),
} satisfies Meta<typeof PendingChangeDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = async (t: ReturnType<typeof textsOf>) => screen.findByRole('dialog', { name: t('pendingChange.title') });

/** An update: each changed field with its previous and new value side by side, and the bank accounts by number. */
export const UpdateWithFieldDiff: Story = {
  play: async ({ globals }) => {
    const t = textsOf(globals.locale);
    const dialog = within(await dialogOf(t));
    await expect(await dialog.findByText(t('pendingAction.UPDATE'))).toBeVisible();
    await expect(dialog.getByText(STORY_MAKER)).toBeVisible();
    await expect(dialog.getByText('20/11/2026 14:30:05')).toBeVisible();
    const fields = within(dialog.getByRole('table', { name: t('pendingChange.fieldsCaption') }));
    const email = within(fields.getByRole('row', { name: new RegExp(t('pendingChange.field.customerInfo.email')) }));
    await expect(email.getByText('somsri@example.com')).toBeVisible();
    await expect(email.getByText('somsri.k@example.com')).toBeVisible();
    const from = within(fields.getByRole('row', { name: new RegExp(t('pendingChange.field.waiveInfo.waiveFrom')) }));
    await expect(from.getByText('01/12/2026')).toBeVisible();
    await expect(from.getByText(t('control.notSet'))).toBeInTheDocument();
    await expect(fields.getByText('PGW, SSO')).toBeVisible();
    const accounts = within(dialog.getByRole('table', { name: t('pendingChange.bankAccountsCaption') }));
    await expect(within(accounts.getByRole('row', { name: /1234567890/ })).getByText(t('pendingChange.accountChanged'))).toBeVisible();
    await expect(within(accounts.getByRole('row', { name: /3456789012/ })).getByText(t('pendingChange.accountAdded'))).toBeVisible();
    await expect(within(accounts.getByRole('row', { name: /2345678901/ })).getByText(t('pendingChange.accountRemoved'))).toBeVisible();
    await expect(dialog.getByRole('button', { name: t('label.approve') })).toBeEnabled();
    await expect(dialog.getByRole('button', { name: t('label.reject') })).toBeEnabled();
  },
};

/** A new customer: 'Activate customer', its accounts as added. */
export const CreateCustomer: Story = {
  parameters: { msw: { handlers: [pendingHandler(CREATE_CHANGE)] } },
  play: async ({ globals }) => {
    const t = textsOf(globals.locale);
    const dialog = within(await dialogOf(t));
    await expect(await dialog.findByText(t('pendingAction.CREATE'))).toBeVisible();
    await expect(dialog.queryByRole('table', { name: t('pendingChange.fieldsCaption') })).not.toBeInTheDocument();
  },
};

/** A removal: 'Delete customer'. */
export const DeleteCustomer: Story = {
  parameters: { msw: { handlers: [pendingHandler(DELETE_CHANGE)] } },
  play: async ({ globals }) => {
    const t = textsOf(globals.locale);
    await expect(await within(await dialogOf(t)).findByText(t('pendingAction.DELETE'))).toBeVisible();
  },
};

/** A status change A to L reads 'Lock user'. */
export const LockUser: Story = {
  parameters: { msw: { handlers: [pendingHandler(LOCK_CHANGE)] } },
  play: async ({ globals }) => {
    const t = textsOf(globals.locale);
    const dialog = within(await dialogOf(t));
    await expect((await dialog.findAllByText(t('pendingAction.lockUser'))).length).toBeGreaterThan(0);
    await expect(dialog.getByText(t('userStatus.L'))).toBeVisible();
    await expect(dialog.queryByRole('table', { name: t('pendingChange.bankAccountsCaption') })).not.toBeInTheDocument();
  },
};

/** A status change L to A reads 'Unlock user'. */
export const UnlockUser: Story = {
  parameters: { msw: { handlers: [pendingHandler(UNLOCK_CHANGE)] } },
  play: async ({ globals }) => {
    const t = textsOf(globals.locale);
    await expect((await within(await dialogOf(t)).findAllByText(t('pendingAction.unlockUser'))).length).toBeGreaterThan(0);
  },
};

/** Four eyes: the maker sees their own change but cannot decide it, and is told why. */
export const MakersOwnChange: Story = {
  parameters: { msw: { handlers: [pendingHandler({ ...UPDATE_CHANGE, lastUsername: FULL_ACCESS_USER.userName })] } },
  play: async ({ globals }) => {
    const t = textsOf(globals.locale);
    const dialog = within(await dialogOf(t));
    await expect(await dialog.findByText(t('pendingChange.fourEyes'))).toBeVisible();
    for (const name of [t('label.approve'), t('label.reject')]) {
      const button = dialog.getByRole('button', { name });
      await expect(button).toBeDisabled();
      await expect(button).toHaveAccessibleDescription(t('pendingChange.fourEyes'));
    }
  },
};

/** Nothing pending: the spec's 'No change pending for approval.', no decision buttons. */
export const NoChangePending: Story = {
  parameters: { msw: { handlers: [pendingHandler(null)] } },
  play: async ({ globals }) => {
    const t = textsOf(globals.locale);
    const dialog = within(await dialogOf(t));
    await expect(await dialog.findByText(t('customer.noChangePending'))).toBeVisible();
    await expect(dialog.queryByRole('button', { name: t('label.approve') })).not.toBeInTheDocument();
  },
};

/** Waiting for the change. */
export const Loading: Story = {
  parameters: { msw: { handlers: [pendingLoadingHandler] } },
  play: async ({ globals }) => {
    const t = textsOf(globals.locale);
    await expect(await within(await dialogOf(t)).findByText(t('pendingChange.loading'))).toBeVisible();
  },
};

/** The service is down: the reason and Retry. */
export const Outage: Story = {
  parameters: { msw: { handlers: [pendingOutageHandler] } },
  play: async ({ globals }) => {
    const t = textsOf(globals.locale);
    const dialog = within(await dialogOf(t));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(t('common.serviceUnavailable'));
    await expect(dialog.getByRole('button', { name: t('label.retry') })).toBeEnabled();
  },
};

const sent: Schemas['PendingChangeDecisionRequest'][] = [];

/**
 * Approve, confirmed in the dialog with an optional note (issue 32): one request however often it
 * is pressed, then the result.
 */
export const ApproveConfirmed: Story = {
  parameters: { msw: { handlers: [pendingHandler(UPDATE_CHANGE), approvalHandler(sent)] } },
  play: async ({ globals }) => {
    const t = textsOf(globals.locale);
    sent.length = 0;
    const dialog = within(await dialogOf(t));
    await userEvent.click(await dialog.findByRole('button', { name: t('label.approve') }));
    await expect(await dialog.findByText(t('pendingChange.confirmApprove'))).toBeVisible();
    // Focus starts in the note, where Enter starts a new line: it never decides by accident.
    const note = dialog.getByRole('textbox', { name: t('decision.note') });
    await waitFor(() => expect(note).toHaveFocus());
    await expect(note).not.toBeRequired();
    await expect(dialog.getByRole('button', { name: t('label.cancel') })).toHaveAccessibleDescription(t('pendingChange.confirmApprove'));
    await userEvent.type(note, '  Checked with the branch.  ');
    const yes = dialog.getByRole('button', { name: t('label.approve') });
    await userEvent.click(yes);
    await userEvent.click(yes).catch(() => {});
    const result = await screen.findByRole('alertdialog', { name: t('pendingChange.approveSuccess') });
    // One decision, of this change, with its trimmed note.
    await expect(sent).toEqual([expect.objectContaining({ custProfileId: 'C0000001', decision: 'APPROVE', note: 'Checked with the branch.' })]);
    await userEvent.click(within(result).getByRole('button', { name: t('label.ok') }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: t('pendingChange.title') })).not.toBeInTheDocument());
  },
};

const rejected: Schemas['PendingChangeDecisionRequest'][] = [];

/**
 * Reject asks a reason (issue 32): without one the form refuses at the field, which keeps the
 * focus and says why; nothing is sent. With one, the trimmed reason goes with the decision.
 */
export const RejectWithoutReason: Story = {
  parameters: { msw: { handlers: [pendingHandler(UPDATE_CHANGE), approvalHandler(rejected)] } },
  play: async ({ globals }) => {
    const t = textsOf(globals.locale);
    rejected.length = 0;
    const dialog = within(await dialogOf(t));
    await userEvent.click(await dialog.findByRole('button', { name: t('label.reject') }));
    const reason = dialog.getByRole('textbox', { name: new RegExp(`^${t('decision.reason')}`) });
    await waitFor(() => expect(reason).toHaveFocus());
    await expect(reason).toBeRequired();
    await userEvent.type(reason, '   ');
    await userEvent.keyboard('{Tab}{Tab}{Enter}');
    await expect(await dialog.findByText(t('decision.reasonRequired'))).toBeVisible();
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(reason).toHaveFocus());
    await expect(rejected).toEqual([]);
    await userEvent.type(reason, ' Wrong email. ');
    await userEvent.click(dialog.getByRole('button', { name: t('label.reject') }));
    await expect(await screen.findByRole('alertdialog', { name: t('pendingChange.rejectSuccess') })).toBeVisible();
    await expect(rejected).toEqual([expect.objectContaining({ decision: 'REJECT', reason: 'Wrong email.' })]);
  },
};

/**
 * The server's 409 (issue 32): the customer changed after the change was requested. Said in the
 * dialog in the portal's language, which stays usable: Reject still goes through.
 */
export const ApproveRefusedRecordChanged: Story = {
  parameters: { msw: { handlers: [pendingHandler(UPDATE_CHANGE), approvalConflictHandler('decision.recordChanged')] } },
  play: async ({ globals }) => {
    const t = textsOf(globals.locale);
    const dialog = within(await dialogOf(t));
    await userEvent.click(await dialog.findByRole('button', { name: t('label.approve') }));
    await userEvent.click(dialog.getByRole('button', { name: t('label.approve') }));
    const alert = await dialog.findByRole('alert');
    await expect(alert).toHaveTextContent(t('pendingChange.approveError'));
    await expect(alert).toHaveTextContent(t('decision.recordChanged'));
    await userEvent.click(dialog.getByRole('button', { name: t('label.reject') }));
    await userEvent.type(dialog.getByRole('textbox', { name: new RegExp(`^${t('decision.reason')}`) }), 'Changed meanwhile');
    await userEvent.click(dialog.getByRole('button', { name: t('label.reject') }));
    await expect(await screen.findByRole('alertdialog', { name: t('pendingChange.rejectSuccess') })).toBeVisible();
  },
};

/** A change pending longer than the server's expiry (issue 32): 'Expired', and only Reject is offered. */
export const Expired: Story = {
  parameters: { msw: { handlers: [pendingHandler(EXPIRED_CHANGE), approvalConflictHandler('decision.expired')] } },
  play: async ({ globals }) => {
    const t = textsOf(globals.locale);
    const dialog = within(await dialogOf(t));
    const reject = await dialog.findByRole('button', { name: t('label.reject') });
    await expect(dialog.queryByRole('button', { name: t('label.approve') })).not.toBeInTheDocument();
    await expect(dialog.getAllByText(t('decision.expiredBadge')).length).toBeGreaterThan(0);
    await expect(dialog.getByText(t('decision.expiredAt'))).toBeVisible();
    await expect(reject).toHaveAccessibleDescription(new RegExp(t('decision.expired').replace(/[.()]/g, '\\$&')));
    await expect(reject).toBeEnabled();
  },
};

/** The server refuses (four eyes): said in the dialog, which stays open. */
export const RejectRefusedByServer: Story = {
  parameters: { msw: { handlers: [pendingHandler(UPDATE_CHANGE), approvalFourEyesHandler] } },
  play: async ({ globals }) => {
    const t = textsOf(globals.locale);
    const dialog = within(await dialogOf(t));
    await userEvent.click(await dialog.findByRole('button', { name: t('label.reject') }));
    await expect(await dialog.findByText(t('pendingChange.confirmReject'))).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: new RegExp(`^${t('decision.reason')}`) }), 'Not right');
    await userEvent.click(dialog.getByRole('button', { name: t('label.reject') }));
    const alert = await dialog.findByRole('alert');
    await expect(alert).toHaveTextContent(t('pendingChange.rejectError'));
    await expect(alert).toHaveTextContent(t('pendingChange.fourEyes'));
  },
};

/** A phone: the tables scroll inside the dialog, the page does not. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ globals }) => {
    const t = textsOf(globals.locale);
    const dialog = await dialogOf(t);
    await within(dialog).findByRole('table', { name: t('pendingChange.fieldsCaption') });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
