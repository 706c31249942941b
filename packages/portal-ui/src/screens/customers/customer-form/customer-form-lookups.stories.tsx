import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { textsOf } from '../../../test-support/story-texts';
import { BANK_PEOPLE, E_PAYMENT_MERCHANT, UNKNOWN_CITIZEN_ID } from '../test-kit/customer-form-fixtures';
import { customerServer, fill, findCustomer, findMerchant, formMeta, settle, submitButton, textField } from './customer-form-story-support';

const server = customerServer();

const meta = {
  ...formMeta,
  title: 'Screens/Customers/CustomerForm/Lookups',
  args: { mode: 'create', customerType: 'I' },
  parameters: { msw: { handlers: server.handlers } },
  beforeEach: () => server.reset(),
} satisfies Meta<typeof formMeta.component>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Both found: each Find shows the name, the bank's record fills the empty name and contact, Create is enabled. */
export const BothFound: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    await findMerchant(canvasElement, t);
    await expect(submitButton(canvasElement, t)).toHaveAccessibleDescription(t('customerForm.findCustomerFirst'));
    await findCustomer(canvasElement, t, 'I', BANK_PEOPLE.kanya.customerId, BANK_PEOPLE.kanya.fullName);
    await expect(textField(canvasElement, t('customerList.customerName'))).toHaveValue(BANK_PEOPLE.kanya.fullName);
    await expect(textField(canvasElement, t('merchantProfileForm.contactPhone'))).toHaveValue(BANK_PEOPLE.kanya.phoneNumber);
    await waitFor(() => expect(submitButton(canvasElement, t)).toBeEnabled());
  },
};

/** Nobody found: each Find says so, and Create stays off with its reason. */
export const NotFound: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const canvas = within(canvasElement);
    await fill(textField(canvasElement, t('merchantProfileForm.merchantId')), '1000000009');
    await userEvent.click(canvas.getByRole('button', { name: t('customerForm.findMerchant') }));
    await canvas.findByText(t('customerForm.merchantNotFound'));
    await fill(textField(canvasElement, t('customerForm.idNumberP1')), UNKNOWN_CITIZEN_ID);
    await userEvent.click(canvas.getByRole('button', { name: t('customerForm.findCustomer') }));
    await canvas.findByText(t('customerForm.customerNotFound'));
    await expect(submitButton(canvasElement, t)).toBeDisabled();
    await expect(submitButton(canvasElement, t)).toHaveAccessibleDescription(t('customerForm.findBothFirst'));
  },
};

/**
 * Create stays off until both are found: with the merchant only, pressing it sends nothing; a
 * found customer whose ID is then edited is unknown again.
 */
export const SubmitBlockedUntilFound: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    await findMerchant(canvasElement, t);
    const create = submitButton(canvasElement, t);
    await userEvent.click(create, { pointerEventsCheck: 0 });
    await settle();
    await expect(server.puts).toHaveLength(0);
    await findCustomer(canvasElement, t, 'I', BANK_PEOPLE.kanya.customerId, BANK_PEOPLE.kanya.fullName);
    await waitFor(() => expect(create).toBeEnabled());
    const id = textField(canvasElement, t('customerForm.idNumberP1'));
    await userEvent.type(id, '{Backspace}');
    await waitFor(() => expect(create).toHaveAccessibleDescription(t('customerForm.findCustomerFirst')));
    await expect(within(canvasElement).queryByText(t('customerForm.found', { name: BANK_PEOPLE.kanya.fullName }))).not.toBeInTheDocument();
  },
};

/** An e-payment merchant: the individual's email becomes required, and Create refuses it empty. */
export const EPaymentMerchantRequiresEmail: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    await fill(textField(canvasElement, t('merchantProfileForm.merchantId')), E_PAYMENT_MERCHANT.merchantId);
    await findMerchant(canvasElement, t, E_PAYMENT_MERCHANT.merchantName);
    const email = textField(canvasElement, t('merchantProfileForm.merchantContactMail'));
    await waitFor(() => expect(email).toBeRequired());
    await expect(email).toHaveAccessibleDescription(t('customerForm.ePaymentEmail'));
    // Prasert has no email at the bank, so nothing fills it.
    await findCustomer(canvasElement, t, 'I', BANK_PEOPLE.prasert.customerId, BANK_PEOPLE.prasert.fullName);
    await fill(textField(canvasElement, t('customerForm.accountNumberN', { number: 1 })), '2220003333');
    await userEvent.click(submitButton(canvasElement, t));
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveAccessibleDescription(`${t('customerForm.ePaymentEmail')} ${t('customer.emailRequired')}`);
    await settle();
    await expect(server.puts).toHaveLength(0);
  },
};
