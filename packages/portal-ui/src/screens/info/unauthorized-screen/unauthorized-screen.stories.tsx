import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PortalHarness } from '../../../test-support/portal-harness';
import { textsOf } from '../../../test-support/story-texts';
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
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    await expect(canvas.getByRole('heading', { level: 1, name: t('info.unauthorizedTitle') })).toBeVisible();
    await expect(canvas.getByText(t('common.unauthorized'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('info.goHome') })).toHaveAttribute('href', '/');
  },
};
