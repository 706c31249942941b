import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, within } from 'storybook/test';
import { FULL_ACCESS_USER, PortalHarness, staticSession } from '../../../test-support/portal-harness';
import { textsOf } from '../../../test-support/story-texts';
import { expectNoSidewaysScroll } from '../../../primitives/data-table/story-checks';
import { STORY_TRANSACTIONS, TRANSACTION_DETAIL_URL, transactionDetailHandler } from '../test-kit/transaction-fixtures';
import { TransactionDetailScreen } from './transaction-detail-screen';

const WITH_SHADOW = STORY_TRANSACTIONS[0]!;
const WITHOUT_SHADOW = STORY_TRANSACTIONS[2]!;

const meta = {
  title: 'Screens/Reports/TransactionDetailScreen',
  component: TransactionDetailScreen,
  args: { txnNumber: WITH_SHADOW.txnNumber },
  parameters: { msw: { handlers: [transactionDetailHandler()] } },
  render: (args) => (
    <PortalHarness session={staticSession(FULL_ACCESS_USER)} initialPath={`/reports/transactions/view/${args.txnNumber ?? ''}`}>
      <TransactionDetailScreen {...args} />
    </PortalHarness>
  ),
} satisfies Meta<typeof TransactionDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A paid transaction with a shadow account: every group, amounts with two decimals. */
export const WithShadowAccount: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    await expect(await canvas.findByRole('heading', { level: 1, name: new RegExp(WITH_SHADOW.txnNumber) })).toBeVisible();
    await expect(canvas.getByText(t('transactionStatus.1000'))).toBeVisible();
    for (const group of ['amountsGroup', 'accountsGroup', 'referencesGroup', 'hostResponseGroup'] as const)
      await expect(canvas.getByRole('heading', { level: 2, name: t(`transactionReport.${group}`) })).toBeVisible();
    await expect(canvas.getAllByText('1,000.00').length).toBeGreaterThan(0);
    await expect(canvas.getByText(t('transactionReport.actualAcctNumber'))).toBeVisible();
    await expect(canvas.getByText(WITH_SHADOW.actualAcctNumber!)).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('label.backToTransactionReport') })).toBeVisible();
  },
};

/** A failed payment without a shadow account: the line is left out, the host's answer shown. */
export const WithoutShadowAccount: Story = {
  args: { txnNumber: WITHOUT_SHADOW.txnNumber },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    await expect(await canvas.findByRole('heading', { level: 1, name: new RegExp(WITHOUT_SHADOW.txnNumber) })).toBeVisible();
    await expect(canvas.queryByText(t('transactionReport.actualAcctNumber'))).not.toBeInTheDocument();
    await expect(canvas.getAllByText('Insufficient funds').length).toBeGreaterThan(0);
  },
};

/** Waiting for the answer: the page's heading and skeletons. */
export const Loading: Story = {
  parameters: { msw: { handlers: [http.post(TRANSACTION_DETAIL_URL, () => delay('infinite'))] } },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(t('transactionReport.loading'));
  },
};

/** A phone: the groups one under another, nothing scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: new RegExp(WITH_SHADOW.txnNumber) });
    await expectNoSidewaysScroll();
  },
};

/** A desktop: the groups side by side. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: new RegExp(WITH_SHADOW.txnNumber) });
    await expectNoSidewaysScroll();
  },
};
