import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PortalHarness } from '../../../test-support/portal-harness';
import { textsOf } from '../../../test-support/story-texts';
import { NotFoundScreen } from './not-found-screen';

const meta = {
  title: 'Screens/Info/NotFoundScreen',
  component: NotFoundScreen,
  decorators: [
    (Story) => (
      <PortalHarness initialPath="/notfound">
        <Story />
      </PortalHarness>
    ),
  ],
} satisfies Meta<typeof NotFoundScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    await expect(canvas.getByRole('heading', { level: 1, name: t('info.notFoundTitle') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('info.goHome') })).toHaveAttribute('href', '/');
  },
};
