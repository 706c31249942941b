import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { expectNoSidewaysScroll } from '../../../primitives/data-table/story-checks';
import { FULL_ACCESS_USER, PortalHarness, staticSession } from '../../../test-support/portal-harness';
import { textsOf } from '../../../test-support/story-texts';
import { corporateCustomer, individualCustomer } from '../test-kit/customer-form-fixtures';
import {
  APPROVED_DECISION,
  decidablePendingChange,
  detailHandler,
  detailLoadingHandler,
  EXPIRED_CHANGE,
  pendingHandler,
  REJECTED_DECISION,
  STORY_MAKER,
  UPDATE_CHANGE,
} from '../test-kit/pending-change-fixtures';
import { CustomerDetailScreen } from './customer-detail-screen';

const INDIVIDUAL = individualCustomer();
const CORPORATE = corporateCustomer();
const decisionFlow = decidablePendingChange(INDIVIDUAL, UPDATE_CHANGE);

const meta = {
  title: 'Screens/Customers/CustomerDetailScreen',
  component: CustomerDetailScreen,
  args: { custProfileId: INDIVIDUAL.custProfileId },
  parameters: { msw: { handlers: [detailHandler(INDIVIDUAL), pendingHandler(null)] } },
  render: (args) => (
    <PortalHarness session={staticSession(FULL_ACCESS_USER)} initialPath={`/customer/view/${args.custProfileId ?? ''}`}>
      <CustomerDetailScreen {...args} />
    </PortalHarness>
  ),
} satisfies Meta<typeof CustomerDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An individual (type I): the individual form read only, with Back to Customer List. */
export const Individual: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    await expect(await canvas.findByRole('heading', { level: 1, name: new RegExp(INDIVIDUAL.fullName!) })).toBeVisible();
    await expect(canvas.getByText(t('label.individual'))).toBeVisible();
    await expect(canvas.getByText(t('customerStatus.ACTIVE'))).toBeVisible();
    await expect(canvas.getAllByText('somchai.jaidee@mail.example').length).toBeGreaterThan(0);
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: t('label.backToCustomerList') })).toBeVisible();
  },
};

/** A corporate (type C): the corporate form read only. */
export const Corporate: Story = {
  args: { custProfileId: CORPORATE.custProfileId },
  parameters: { msw: { handlers: [detailHandler(CORPORATE), pendingHandler(null)] } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    await expect(await canvas.findByRole('heading', { level: 1, name: new RegExp(CORPORATE.fullName!.slice(0, 10)) })).toBeVisible();
    await expect(canvas.getByText(t('label.corporate'))).toBeVisible();
    await expect(canvas.getAllByText(CORPORATE.customerInfo!.corpId!).length).toBeGreaterThan(0);
  },
};

/** A change waits: the approval badge, a notice, and the button that opens the change. */
export const PendingApproval: Story = {
  parameters: { msw: { handlers: [detailHandler(INDIVIDUAL, 'UPDATE'), pendingHandler(UPDATE_CHANGE)] } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    await expect(await canvas.findByText(t('customerDetail.pendingNotice'))).toBeVisible();
    await expect(canvas.getByText(t('customerStatus.PENDING APPROVAL'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('pendingChange.open') }));
    const dialog = await screen.findByRole('dialog', { name: t('pendingChange.title') });
    await expect(await within(dialog).findByRole('table', { name: t('pendingChange.fieldsCaption') })).toBeVisible();
  },
};

/** Nothing pending: no "View Pending Change" is offered, nor the notice. */
export const NothingPending: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    await canvas.findByRole('heading', { level: 1, name: new RegExp(INDIVIDUAL.fullName!) });
    await expect(canvas.queryByRole('button', { name: t('pendingChange.open') })).not.toBeInTheDocument();
    await expect(canvas.queryByText(t('customerDetail.pendingNotice'))).not.toBeInTheDocument();
  },
};

/** Shown pending, but decided since by another user: the dialog says 'No change pending for approval.' and offers no decision. */
export const DecidedElsewhere: Story = {
  parameters: { msw: { handlers: [detailHandler(INDIVIDUAL, 'UPDATE'), pendingHandler(null)] } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    await userEvent.click(await canvas.findByRole('button', { name: t('pendingChange.open') }));
    const dialog = within(await screen.findByRole('dialog', { name: t('pendingChange.title') }));
    await expect(await dialog.findByText(t('customer.noChangePending'))).toBeVisible();
    await expect(dialog.queryByRole('button', { name: t('label.approve') })).not.toBeInTheDocument();
  },
};

/** Approve goes through: the badge, the notice and "View Pending Change" go, with no reload. */
export const AfterApproval: Story = {
  parameters: { msw: { handlers: decisionFlow.handlers } },
  beforeEach: () => decisionFlow.reset(),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    await userEvent.click(await canvas.findByRole('button', { name: t('pendingChange.open') }));
    const dialog = within(await screen.findByRole('dialog', { name: t('pendingChange.title') }));
    await userEvent.click(await dialog.findByRole('button', { name: t('label.approve') }));
    await userEvent.click(await dialog.findByRole('button', { name: t('label.approve') }));
    const result = await screen.findByRole('alertdialog', { name: t('pendingChange.approveSuccess') });
    await userEvent.click(within(result).getByRole('button', { name: t('label.ok') }));
    await waitFor(() => expect(canvas.queryByText(t('customerStatus.PENDING APPROVAL'))).not.toBeInTheDocument());
    await expect(canvas.queryByRole('button', { name: t('pendingChange.open') })).not.toBeInTheDocument();
    await expect(canvas.queryByText(t('customerDetail.pendingNotice'))).not.toBeInTheDocument();
  },
};

/** Issue 32: the last decision, a rejection with its reason, the same to maker and checker. */
export const LastDecisionRejected: Story = {
  parameters: { msw: { handlers: [detailHandler(INDIVIDUAL, null, STORY_MAKER, { lastDecision: REJECTED_DECISION }), pendingHandler(null)] } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    const last = within(await canvas.findByRole('region', { name: t('decision.lastDecision') }));
    await expect(last.getByText(t('decision.rejected'))).toBeVisible();
    await expect(last.getByText(t('decision.reasonGiven'))).toBeVisible();
    await expect(last.getByText(REJECTED_DECISION.reason!)).toBeVisible();
    await expect(last.getByText(REJECTED_DECISION.username)).toBeVisible();
    // Through the portal's display format (spec: DD/MM/YYYY HH:mm:ss, business time zone).
    await expect(last.getByText('25/11/2026 10:15:30')).toBeVisible();
  },
};

/** Issue 32: the last decision, an approval with its note. */
export const LastDecisionApproved: Story = {
  parameters: { msw: { handlers: [detailHandler(INDIVIDUAL, null, STORY_MAKER, { lastDecision: APPROVED_DECISION }), pendingHandler(null)] } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    const last = within(await canvas.findByRole('region', { name: t('decision.lastDecision') }));
    await expect(last.getByText(t('decision.approved'))).toBeVisible();
    await expect(last.getByText(APPROVED_DECISION.note!)).toBeVisible();
  },
};

/** Issue 32: a change pending past the expiry is marked 'Expired' beside the notice. */
export const PendingExpired: Story = {
  parameters: { msw: { handlers: [detailHandler(INDIVIDUAL, 'UPDATE', STORY_MAKER, { pendingExpired: true }), pendingHandler(EXPIRED_CHANGE)] } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    await expect(await canvas.findByText(t('decision.expiredBadge'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('pendingChange.open') }));
    const dialog = within(await screen.findByRole('dialog', { name: t('pendingChange.title') }));
    await expect(await dialog.findByRole('button', { name: t('label.reject') })).toBeEnabled();
    await expect(dialog.queryByRole('button', { name: t('label.approve') })).not.toBeInTheDocument();
  },
};

/** Waiting for the customer: the page's heading and skeletons. */
export const Loading: Story = {
  parameters: { msw: { handlers: [detailLoadingHandler] } },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    await expect(await within(canvasElement).findByText(t('customerDetail.loading'))).toBeVisible();
  },
};

/** A phone: the cards one under another, nothing scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: { msw: { handlers: [detailHandler(INDIVIDUAL, 'UPDATE'), pendingHandler(UPDATE_CHANGE)] } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: new RegExp(INDIVIDUAL.fullName!) });
    await expectNoSidewaysScroll();
  },
};
