import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { button } from '../../../../styled-system/recipes';
import { FULL_ACCESS_USER, PortalHarness, staticSession } from '../../../test-support/portal-harness';
import { textsOf } from '../../../test-support/story-texts';
import { approvalHandler, CREATE_CHANGE, DELETE_CHANGE, pendingHandler, UPDATE_CHANGE } from '../test-kit/pending-change-fixtures';
import type { PendingChange } from './pending-change-summary';
import { PendingChangeDialog } from './pending-change-dialog';

/*
 * The pending-change dialog's layout and its destructive approval (issue 30): a long diff keeps
 * Approve in the window, words never break mid-word, and approving a deletion or deactivation is
 * the danger button that says what it does. Each story runs in English and in Thai.
 */

const LONG_EMAIL = 'somchai.wongsawat.accounts-payable.department@chaophraya-insurance-example.co.th';

/** An UPDATE as long as a real one gets: a long unbroken email, a phone number, many fields, accounts removed. */
const LONG_UPDATE: PendingChange = {
  ...UPDATE_CHANGE,
  customerProfileHandlerViewList: [
    { key: 'fullName', value: { old: 'Somsri Kanjanapong', new: 'Somsri Kanjanapong-Wongsawat' } },
    { key: 'customerInfo.email', value: { old: 'somsri@example.com', new: LONG_EMAIL } },
    { key: 'customerInfo.phoneNumber', value: { old: '0812345678', new: '0898765432' } },
    { key: 'customerPaymentInfo.customerId', value: { old: 'T1234567890', new: 'T9876543210' } },
    { key: 'customerPaymentInfo.channels', value: { old: '["PGW"]', new: '["PGW","SSO"]' } },
    { key: 'waiveInfo.waiveFlag', value: { old: 'N', new: 'Y' } },
    { key: 'waiveInfo.isAlwaysValid', value: { old: null, new: 'N' } },
    { key: 'waiveInfo.waiveFrom', value: { old: null, new: '20261201' } },
    { key: 'waiveInfo.waiveTo', value: { old: null, new: '20270630' } },
    { key: 'waiveInfo.waiveType', value: { old: null, new: 'F' } },
    { key: 'waiveInfo.waiveBy', value: { old: null, new: 'A' } },
    { key: 'waiveInfo.waiveAmt', value: { old: null, new: '150' } },
  ],
};

/** An UPDATE that makes the customer inactive. */
const DEACTIVATE_CHANGE: PendingChange = { ...UPDATE_CHANGE, customerProfileHandlerViewList: [{ key: 'isActive', value: { old: 'Y', new: 'N' } }] };

function OpenDialog() {
  const [open, setOpen] = useState(true);
  return <PendingChangeDialog custProfileId="C0000001" open={open} onOpenChange={setOpen} />;
}

const meta = {
  title: 'Screens/Customers/PendingChangeDialog/Layout',
  component: PendingChangeDialog,
  args: { custProfileId: 'C0000001', open: true, onOpenChange: () => {} },
  parameters: { msw: { handlers: [pendingHandler(LONG_UPDATE), approvalHandler()] } },
  render: () => (
    <PortalHarness session={staticSession(FULL_ACCESS_USER)} initialPath="/customer/view/C0000001">
      <OpenDialog />
    </PortalHarness>
  ),
} satisfies Meta<typeof PendingChangeDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = async (t: ReturnType<typeof textsOf>) => screen.findByRole('dialog', { name: t('pendingChange.title') });

/** Wholly inside the window: seen and reachable without scrolling. */
function expectInWindow(element: Element) {
  const box = element.getBoundingClientRect();
  expect(box.width).toBeGreaterThan(0);
  expect({ top: box.top >= 0, left: box.left >= 0, bottom: box.bottom <= window.innerHeight, right: box.right <= window.innerWidth }).toEqual({
    top: true,
    left: true,
    bottom: true,
    right: true,
  });
}

/** The lines `element`'s text takes on screen (a word broken across lines takes two). */
function linesOf(element: Element): number {
  const range = document.createRange();
  range.selectNodeContents(element);
  return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size;
}

/** The fill of the portal's danger button (Inactivate's) as the browser computes it beside `element`. */
function dangerBeside(element: HTMLElement): string {
  const probe = document.createElement('span');
  probe.className = button({ variant: 'danger' });
  element.parentElement!.append(probe);
  const danger = getComputedStyle(probe).backgroundColor;
  probe.remove();
  return danger;
}

/** The button is filled with the danger colour, as Inactivate's is. */
async function expectDestructive(button: HTMLElement, destructive = true) {
  const danger = dangerBeside(button);
  if (destructive) await waitFor(() => expect(getComputedStyle(button).backgroundColor).toBe(danger));
  else await expect(getComputedStyle(button).backgroundColor).not.toBe(danger);
}

/** A long diff: Approve in the window, the phone number, 'Removed' and the field names on one line each, the email whole. */
async function checkLongDiff(t: ReturnType<typeof textsOf>) {
  const dialog = within(await dialogOf(t));
  const fields = within(await dialog.findByRole('table', { name: t('pendingChange.fieldsCaption') }));
  await expect(fields.getByText(LONG_EMAIL)).toBeVisible();
  expectInWindow(dialog.getByRole('button', { name: t('label.approve') }));
  expectInWindow(dialog.getByRole('button', { name: t('label.reject') }));
  await expect(linesOf(fields.getByText('0898765432'))).toBe(1);
  const accounts = within(dialog.getByRole('table', { name: t('pendingChange.bankAccountsCaption') }));
  await expect(linesOf(accounts.getByText(t('pendingChange.accountRemoved')))).toBe(1);
  await expect(linesOf(accounts.getByText('2345678901'))).toBe(1);
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}

/** A desktop: the dialog is wide enough to compare (more than 800 px of a 1440 px window), Approve in view. */
export const LongUpdateDesktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ globals }) => {
    const t = textsOf(globals.locale);
    await checkLongDiff(t);
    await expect((await dialogOf(t)).getBoundingClientRect().width).toBeGreaterThan(800);
  },
};

/** A phone: the same diff, Approve and Reject still in view while the change scrolls. */
export const LongUpdatePhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ globals }) => checkLongDiff(textsOf(globals.locale)),
};

/** A deletion: 'Approve deletion' is the danger button, says what follows, and so does its confirmation. */
export const DeletionApprovedDestructively: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: { msw: { handlers: [pendingHandler(DELETE_CHANGE), approvalHandler()] } },
  play: async ({ globals }) => {
    const t = textsOf(globals.locale);
    const dialog = within(await dialogOf(t));
    const approve = await dialog.findByRole('button', { name: t('pendingChange.approveDeletion') });
    await expect(approve.textContent?.startsWith(t('label.approve'))).toBe(true);
    await expectDestructive(approve);
    await expect(approve).toHaveAccessibleDescription(t('pendingChange.approveDeletionConsequence'));
    await expect(dialog.getByText(t('pendingChange.approveDeletionConsequence'))).toBeVisible();
    expectInWindow(approve);
    await userEvent.click(approve);
    await expect(await dialog.findByText(t('pendingChange.confirmApprove'))).toBeVisible();
    const confirm = dialog.getByRole('button', { name: t('pendingChange.approveDeletion') });
    await expect(confirm).toHaveAccessibleDescription(`${t('pendingChange.confirmApprove')} ${t('pendingChange.approveDeletionConsequence')}`);
    await expectDestructive(confirm);
    expectInWindow(confirm);
    await userEvent.click(confirm);
    await expect(await screen.findByRole('alertdialog', { name: t('pendingChange.approveSuccess') })).toBeVisible();
  },
};

/** A deactivation (Active Yes to No): 'Approve deactivation', the danger button, with its consequence. */
export const DeactivationApprovedDestructively: Story = {
  parameters: { msw: { handlers: [pendingHandler(DEACTIVATE_CHANGE), approvalHandler()] } },
  play: async ({ globals }) => {
    const t = textsOf(globals.locale);
    const dialog = within(await dialogOf(t));
    const approve = await dialog.findByRole('button', { name: t('pendingChange.approveDeactivation') });
    await expectDestructive(approve);
    await expect(approve).toHaveAccessibleDescription(t('pendingChange.approveDeactivationConsequence'));
  },
};

/** A new customer is approved with the ordinary 'Approve': nothing is lost by it. */
export const CreationApprovedPlainly: Story = {
  parameters: { msw: { handlers: [pendingHandler(CREATE_CHANGE), approvalHandler()] } },
  play: async ({ globals }) => {
    const t = textsOf(globals.locale);
    const dialog = within(await dialogOf(t));
    const approve = await dialog.findByRole('button', { name: t('label.approve') });
    await expectDestructive(approve, false);
    await expect(approve).not.toHaveAccessibleDescription();
    await waitFor(() => expect(dialog.queryByText(t('pendingChange.approveDeletionConsequence'))).not.toBeInTheDocument());
  },
};
