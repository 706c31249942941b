import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PortalHarness } from '../../../test-support/portal-harness';
import { textsOf } from '../../../test-support/story-texts';
import { ManualScreen } from './manual-screen';

const meta = {
  title: 'Screens/Info/ManualScreen',
  component: ManualScreen,
  decorators: [
    (Story) => (
      <PortalHarness>
        <Story />
      </PortalHarness>
    ),
  ],
} satisfies Meta<typeof ManualScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Four cards, each with a download link to its PDF. */
export const Manuals: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    await expect(canvas.getByRole('heading', { level: 1, name: t('info.manualTitle') })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      t('info.manualMerchantProfile'),
      t('info.manualCustomerProfile'),
      t('info.manualUser'),
      t('info.manualReport'),
    ]);
    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      t('info.manualMerchantProfileDownload'),
      t('info.manualCustomerProfileDownload'),
      t('info.manualUserDownload'),
      t('info.manualReportDownload'),
    ]);
    for (const link of links) await expect(link).toHaveTextContent(t('label.download'));
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/manuals/merchant-profile.pdf',
      '/manuals/customer-profile.pdf',
      '/manuals/user.pdf',
      '/manuals/report.pdf',
    ]);
    for (const link of links) await expect(link).toHaveAttribute('download');
  },
};

/** A host that serves the manuals elsewhere. */
export const HostUrls: Story = {
  args: {
    manuals: {
      merchantProfile: 'https://cdn.bank.example/manuals/merchant-profile-v2.pdf',
      customerProfile: 'https://cdn.bank.example/manuals/customer-profile-v2.pdf',
      user: 'https://cdn.bank.example/manuals/user-v2.pdf',
      report: 'https://cdn.bank.example/manuals/report-v2.pdf',
    },
  },
  play: async ({ canvasElement, globals }) => {
    const link = within(canvasElement).getByRole('link', { name: textsOf(globals.locale)('info.manualReportDownload') });
    await expect(link).toHaveAttribute('href', 'https://cdn.bank.example/manuals/report-v2.pdf');
  },
};
