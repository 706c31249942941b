import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { MemoryNavigation } from '../../provider/memory-navigation';
import { createMemoryNavigation } from '../../provider/memory-navigation';
import { STORY_TRANSACTIONS, transactionDetailHandler, transactionListHandler } from '../../screens/reports/test-kit/transaction-fixtures';
import { FULL_ACCESS_USER, PortalHarness, staticSession } from '../../test-support/portal-harness';
import { textsOf } from '../../test-support/story-texts';
import { TransactionReport } from './transaction-report';

const PREFIX = '/staff/transactions';
const FIRST = STORY_TRANSACTIONS[0]!;
// The navigation of the story being shown, so a play function can check where the feature went.
let navigation: MemoryNavigation = createMemoryNavigation();

const meta = {
  title: 'Features/TransactionReport',
  component: TransactionReport,
  args: { prefix: PREFIX },
  parameters: { msw: { handlers: [transactionListHandler(), transactionDetailHandler()] } },
  // A fresh navigation per story, created once (a re-render must not replace it).
  beforeEach: () => {
    navigation = createMemoryNavigation(PREFIX);
  },
  render: (args) => (
    <PortalHarness session={staticSession(FULL_ACCESS_USER)} navigation={navigation}>
      <TransactionReport {...args} />
    </PortalHarness>
  ),
} satisfies Meta<typeof TransactionReport>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The transaction report under a staff portal's prefix: the prefix itself opens the online mode;
 * a transaction opens under the prefix, and Back to Transaction Report returns to the report.
 */
export const ReportToDetail: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    await expect(await canvas.findByRole('heading', { level: 1, name: t('reportTitle.transactionReport') })).toBeVisible();
    await expect(navigation.history).toEqual([`${PREFIX}/online`]);
    await expect(canvas.getByRole('link', { name: t('transactionReport.scheduled') })).toHaveAttribute('href', `${PREFIX}/scheduled`);
    await userEvent.click(await canvas.findByRole('link', { name: FIRST.txnNumber }, { timeout: 5000 }));
    await expect(navigation.location).toBe(`${PREFIX}/view/${FIRST.txnNumber}`);
    await userEvent.click(await canvas.findByRole('button', { name: t('label.backToTransactionReport') }, { timeout: 5000 }));
    await waitFor(() => expect(navigation.location.startsWith(`${PREFIX}/online`)).toBe(true));
    await expect(await canvas.findByRole('link', { name: FIRST.txnNumber }, { timeout: 5000 })).toBeVisible();
  },
};
