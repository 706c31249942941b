import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PortalFrame } from '../../../frame';
import { FULL_ACCESS_USER, PortalHarness, staticSession } from '../../../test-support/portal-harness';
import { textsOf } from '../../../test-support/story-texts';
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

/** The announcement of 2020-08-14, shown as 14/08/2020 in both languages. */
export const Announcement: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    await expect(canvas.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([t('info.homeTitle')]);
    await expect(canvas.getByRole('region', { name: t('info.announcementTitle') })).toBeVisible();
    await expect(canvas.getByText('14/08/2020')).toHaveAttribute('datetime', '2020-08-14');
    await expect(canvas.getByText(t('info.announcementGateway'))).toBeVisible();
    await expect(canvas.getByText(t('info.announcementPortals'))).toBeVisible();
  },
};

/** As the host shows it: inside the frame's main. */
export const InFrame: Story = {
  render: () => (
    <PortalFrame>
      <HomeScreen />
    </PortalFrame>
  ),
  play: async ({ canvasElement, globals }) => {
    const main = within(canvasElement).getByRole('main');
    await expect(within(main).getByRole('heading', { level: 1, name: textsOf(globals.locale)('info.homeTitle') })).toBeVisible();
  },
};
