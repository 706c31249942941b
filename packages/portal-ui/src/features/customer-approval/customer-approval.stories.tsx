import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { MemoryNavigation } from '../../provider/memory-navigation';
import { createMemoryNavigation } from '../../provider/memory-navigation';
import { customerServer, submitButton } from '../../screens/customers/customer-form/customer-form-story-support';
import { individualCustomer } from '../../screens/customers/test-kit/customer-form-fixtures';
import { customerListHandler, STORY_CUSTOMERS } from '../../screens/customers/test-kit/customer-list-fixtures';
import { detailHandler, pendingHandler } from '../../screens/customers/test-kit/pending-change-fixtures';
import { FULL_ACCESS_USER, PortalHarness, staticSession } from '../../test-support/portal-harness';
import { textsOf } from '../../test-support/story-texts';
import { CustomerApproval } from './customer-approval';

const PREFIX = '/staff/customers';
const LISTED = STORY_CUSTOMERS[0]!;
// The first customer of the list, as the detail call answers it.
const CUSTOMER = { ...individualCustomer(), custProfileId: LISTED.custProfileId };
const server = customerServer();
// The navigation of the story being shown, so a play function can check where the feature went.
let navigation: MemoryNavigation = createMemoryNavigation();

const meta = {
  title: 'Features/CustomerApproval',
  component: CustomerApproval,
  args: { prefix: PREFIX },
  parameters: { msw: { handlers: [customerListHandler(), detailHandler(CUSTOMER), pendingHandler(null), ...server.handlers] } },
  // A fresh navigation per story (stories share a page, and each runs once per language).
  beforeEach: () => {
    server.reset();
    navigation = createMemoryNavigation(PREFIX);
  },
  render: (args) => (
    <PortalHarness session={staticSession(FULL_ACCESS_USER)} navigation={navigation}>
      <CustomerApproval {...args} />
    </PortalHarness>
  ),
} satisfies Meta<typeof CustomerApproval>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The staff portal's customers with `allowUpdate`: a customer's link opens the detail under the
 * prefix, whose Edit opens the customer form in update mode there; Discard Edit returns.
 */
export const ListToUpdate: Story = {
  args: { allowUpdate: true },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    const accounts = (LISTED.bankAccts ?? []).map((account) => account.accountNumber).join(', ');
    await userEvent.click(await canvas.findByRole('link', { name: accounts }, { timeout: 5000 }));
    await expect(navigation.location).toBe(`${PREFIX}/view/${CUSTOMER.custProfileId}`);
    await expect(await canvas.findByRole('heading', { level: 1, name: new RegExp(CUSTOMER.fullName!) }, { timeout: 5000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('label.edit') }));
    await expect(navigation.location).toBe(`${PREFIX}/update/${CUSTOMER.custProfileId}`);
    await waitFor(() => expect(submitButton(canvasElement, t, 'update')).toBeVisible(), { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: t('label.discardEdit') }));
    await expect(navigation.location).toBe(`${PREFIX}/view/${CUSTOMER.custProfileId}`);
  },
};

/** With `allowCreate`, New Customer's Individual opens the customer form in create mode under the prefix; Cancel returns. */
export const NewCustomer: Story = {
  args: { allowCreate: true },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    await userEvent.click(canvas.getByRole('button', { name: t('customerList.newCustomer') }));
    const dialog = await screen.findByRole('dialog', { name: t('customerList.typeDialogTitle') });
    await userEvent.click(within(dialog).getByRole('button', { name: t('label.individual') }));
    await expect(navigation.location).toBe(`${PREFIX}/create/individual`);
    const heading = `${t('customerDetail.heading')} ${t('customerForm.individualHeading')}`;
    await expect(await canvas.findByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(submitButton(canvasElement, t)).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: t('label.cancel') }));
    await expect(navigation.location).toBe(PREFIX);
  },
};
