import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PortalHarness } from '../../../test-support/portal-harness';
import { UnauthorizedScreen } from './unauthorized-screen';

const meta = {
  title: 'Screens/Info/UnauthorizedScreen',
  component: UnauthorizedScreen,
  decorators: [
    (Story) => (
      <PortalHarness initialPath="/unauthorized">
        <Story />
      </PortalHarness>
    ),
  ],
} satisfies Meta<typeof UnauthorizedScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unauthorized: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("You don't have permission to access this page.")).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  },
};
