import type { Meta, StoryObj } from '@storybook/react-vite';
import { FULL_ACCESS_USER, PortalHarness, staticSession } from '../../../test-support/portal-harness';
import { textsOf } from '../../../test-support/story-texts';
import { expectFixedMerchant, expectLiveMerchant } from '../test-kit/merchant-filter-stories';
import { REPORT_STAFF_USER } from '../test-kit/report-users';
import { transactionListHandler } from '../test-kit/transaction-fixtures';
import { TransactionReportScreen } from './transaction-report-screen';

/** The merchant ID and name filters: fixed to the merchant user's own merchant, live for staff. */
const meta = {
  title: 'Screens/Reports/TransactionReportScreen/MerchantFilters',
  component: TransactionReportScreen,
  args: { mode: 'online' },
  parameters: { msw: { handlers: [transactionListHandler()] }, user: FULL_ACCESS_USER },
  render: (args, { parameters }) => (
    <PortalHarness session={staticSession(parameters.user as typeof FULL_ACCESS_USER)} initialPath="/reports/transactions/online">
      <TransactionReportScreen {...args} />
    </PortalHarness>
  ),
} satisfies Meta<typeof TransactionReportScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The merchant's own user (demo_full): its merchant ID and name, filled and read-only. */
export const MerchantUserFixed: Story = {
  play: ({ canvasElement, globals }) => expectFixedMerchant(canvasElement, textsOf(globals.locale), 'transactionReport'),
};

/** Staff with BANK_REPORT: empty, editable merchant filters (every merchant until one is named). */
export const StaffLive: Story = {
  parameters: { user: REPORT_STAFF_USER },
  play: ({ canvasElement, globals }) => expectLiveMerchant(canvasElement, textsOf(globals.locale), 'transactionReport'),
};
