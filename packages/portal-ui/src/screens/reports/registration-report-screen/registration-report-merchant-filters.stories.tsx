import type { Meta, StoryObj } from '@storybook/react-vite';
import { FULL_ACCESS_USER, PortalHarness, staticSession } from '../../../test-support/portal-harness';
import { textsOf } from '../../../test-support/story-texts';
import { registrationListHandler } from '../registration-shared/test-kit/story-fixtures';
import { expectFixedMerchant, expectLiveMerchant } from '../test-kit/merchant-filter-stories';
import { REPORT_STAFF_USER } from '../test-kit/report-users';
import { RegistrationReportScreen } from './registration-report-screen';

/** The merchant ID and name filters: fixed to the merchant user's own merchant, live for staff. */
const meta = {
  title: 'Screens/Reports/RegistrationReportScreen/MerchantFilters',
  component: RegistrationReportScreen,
  parameters: { msw: { handlers: [registrationListHandler()] }, user: FULL_ACCESS_USER },
  render: (args, { parameters }) => (
    <PortalHarness session={staticSession(parameters.user as typeof FULL_ACCESS_USER)} initialPath="/reports/registration">
      <RegistrationReportScreen {...args} />
    </PortalHarness>
  ),
} satisfies Meta<typeof RegistrationReportScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The merchant's own user (demo_full): its merchant ID and name, filled and read-only. */
export const MerchantUserFixed: Story = {
  play: ({ canvasElement, globals }) => expectFixedMerchant(canvasElement, textsOf(globals.locale), 'registrationReport'),
};

/** Staff with BANK_REPORT: empty, editable merchant filters (every merchant until one is named). */
export const StaffLive: Story = {
  parameters: { user: REPORT_STAFF_USER },
  play: ({ canvasElement, globals }) => expectLiveMerchant(canvasElement, textsOf(globals.locale), 'registrationReport'),
};
