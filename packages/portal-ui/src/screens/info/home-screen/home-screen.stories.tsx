import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PortalFrame } from '../../../frame';
import { FULL_ACCESS_USER, PortalHarness, staticSession } from '../../../test-support/portal-harness';
import { HomeScreen } from './home-screen';

const meta = {
  title: 'Screens/Info/HomeScreen',
  component: HomeScreen,
  decorators: [
    (Story) => (
      <PortalHarness session={staticSession(FULL_ACCESS_USER)}>
        <Story />
      </PortalHarness>
    ),
  ],
} satisfies Meta<typeof HomeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The announcement of 2020-08-14, shown as 14/08/2020. */
export const Announcement: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Announcement']);
    await expect(canvas.getByText('14/08/2020')).toHaveAttribute('datetime', '2020-08-14');
    await expect(canvas.getByText(/real-time direct debit from registered retail customer accounts/)).toBeVisible();
  },
};

/** As the host shows it: inside the frame's main. */
export const InFrame: Story = {
  render: () => (
    <PortalFrame>
      <HomeScreen />
    </PortalFrame>
  ),
  play: async ({ canvasElement }) => {
    const main = within(canvasElement).getByRole('main');
    await expect(within(main).getByRole('heading', { level: 1, name: 'Announcement' })).toBeVisible();
  },
};
