import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PortalHarness } from '../../../test-support/portal-harness';
import { textsOf } from '../../../test-support/story-texts';
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
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    // The title is the host's (its route title), passed as it is.
    await expect(canvas.getByRole('heading', { level: 1, name: 'Transaction Report' })).toBeVisible();
    await expect(canvas.getByText(t('info.comingSoon'))).toBeVisible();
    await expect(canvas.getByText(t('info.comingSoonIntro'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('info.goHome') })).toHaveAttribute('href', '/');
  },
};
