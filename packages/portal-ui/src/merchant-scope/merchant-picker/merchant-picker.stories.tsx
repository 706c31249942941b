import type { Schemas } from '@lego-portal/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PortalHarness, STAFF_USER, staticSession } from '../../test-support/portal-harness';
import { textsOf } from '../../test-support/story-texts';
import { merchantSearchHandler, STORY_MERCHANTS } from '../test-kit/merchant-search-handler';
import { scopeTextOf } from '../test-kit/scope-texts';
import { MerchantPicker } from './merchant-picker';

// Enough merchants for a second page: the picker says how many more there are.
const MANY = Array.from({ length: 45 }, (_, i): Schemas['MerchantSearchItem'] => ({
  merchantId: String(1000000101 + i),
  merchantCode: `M${String(i + 1).padStart(2, '0')}`,
  merchantName: `Merchant ${String(i + 1).padStart(2, '0')} Co., Ltd.`,
  isActive: i % 9 === 4 ? 'N' : 'Y',
}));

/** The merchant picker bank staff see before a merchant-scoped feature; MSW answers the merchant search (`searchMerchants`). */
const meta = {
  title: 'Merchant scope/MerchantPicker',
  component: MerchantPicker,
  args: { onChoose: fn() },
  parameters: { msw: { handlers: [merchantSearchHandler([...STORY_MERCHANTS, ...MANY])] } },
  render: (args) => (
    <PortalHarness session={staticSession(STAFF_USER)}>
      <MerchantPicker {...args} />
    </PortalHarness>
  ),
} satisfies Meta<typeof MerchantPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** As it opens: nothing searched yet. */
export const Empty: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: scopeTextOf(globals.locale)('pickerHeading') })).toBeVisible();
    await expect(canvas.getByRole('search')).toBeVisible();
  },
};

/** An empty search lists the first page of every merchant, says how many there are, and chooses one. */
export const ManyFound: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    const scope = scopeTextOf(globals.locale);
    await userEvent.click(canvas.getByRole('button', { name: t('label.search') }));
    const found = await canvas.findByRole('list', { name: scope('resultsCaption') });
    await expect(within(found).getAllByRole('button')).toHaveLength(20);
    await expect(canvas.getByText(scope('moreResults').replace('{shown}', '20').replace('{total}', '48'))).toBeVisible();
    await userEvent.click(within(found).getByRole('button', { name: /Lanna Utilities/ }));
    await expect(args.onChoose).toHaveBeenCalledWith({ merchantId: '1000000003', merchantName: 'Lanna Utilities Co., Ltd.', merchantCode: 'LANNAUTIL' });
  },
};

/** A merchant ID that is not 10 digits is refused at its field. */
export const InvalidMerchantId: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    const id = canvas.getByRole('textbox', { name: t('transactionReport.merchantId') });
    await userEvent.type(id, '12345{Enter}');
    await expect(id).toHaveAccessibleDescription(t('userForm.merchantIdFormat'));
  },
};
