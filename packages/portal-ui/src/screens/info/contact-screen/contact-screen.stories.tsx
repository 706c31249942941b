import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PortalHarness } from '../../../test-support/portal-harness';
import { textsOf } from '../../../test-support/story-texts';
import { ContactScreen } from './contact-screen';

const meta = {
  title: 'Screens/Info/ContactScreen',
  component: ContactScreen,
  decorators: [
    (Story) => (
      <PortalHarness>
        <Story />
      </PortalHarness>
    ),
  ],
} satisfies Meta<typeof ContactScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The business call centre (a tel: link) and the head office address. */
export const Contact: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    await expect(canvas.getByRole('heading', { level: 1, name: t('info.contactTitle') })).toBeVisible();
    const callCentre = canvas.getByRole('region', { name: t('info.callCentre') });
    await expect(within(callCentre).getByRole('link', { name: '02 722 2222' })).toHaveAttribute('href', 'tel:027222222');
    const office = canvas.getByRole('region', { name: t('info.headOffice') });
    await expect(within(office).getByText('Bangkok 10900')).toBeVisible();
  },
};
