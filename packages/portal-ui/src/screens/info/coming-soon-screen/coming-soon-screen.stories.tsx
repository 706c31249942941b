import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PortalHarness } from '../../../test-support/portal-harness';
import { ComingSoonScreen } from './coming-soon-screen';

const meta = {
  title: 'Screens/Info/ComingSoonScreen',
  component: ComingSoonScreen,
  args: { title: 'Transaction Report' },
  decorators: [
    (Story) => (
      <PortalHarness initialPath="/reports/transactions/online">
        <Story />
      </PortalHarness>
    ),
  ],
} satisfies Meta<typeof ComingSoonScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A route whose screen is not built yet says so, and offers the way home. */
export const ComingSoon: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Transaction Report' })).toBeVisible();
    await expect(canvas.getByText('Coming soon')).toBeVisible();
    await expect(canvas.getByText(/coming in a later release/)).toBeVisible();
  },
};
