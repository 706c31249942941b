import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { errorBody } from '../../../test-support/error-body';
import { textsOf } from '../../../test-support/story-texts';
import { BANK_PEOPLE } from '../test-kit/customer-form-fixtures';
import { customerServer, fill, formMeta, OUTCOME_WAIT, readyToSubmit, settle, submitButton, textField } from './customer-form-story-support';

const server = customerServer(async () => {
  // Long enough for a second click to land while the first is under way.
  await delay(400);
  return HttpResponse.json({ message: 'Change submitted for approval', custProfileId: 'C5E1A2B3C' });
});

const meta = {
  ...formMeta,
  title: 'Screens/Customers/CustomerForm/Submit',
  args: { mode: 'create', customerType: 'I' },
  parameters: { msw: { handlers: server.handlers } },
  beforeEach: () => server.reset(),
} satisfies Meta<typeof formMeta.component>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Create with a cleared name, a 9-digit phone and a short account: each message under its field, the first one focused, nothing sent. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    await readyToSubmit(canvasElement, t);
    const name = textField(canvasElement, t('customerList.customerName'));
    await userEvent.clear(name);
    const phone = textField(canvasElement, t('merchantProfileForm.contactPhone'));
    await fill(phone, '081234567');
    const account = textField(canvasElement, t('customerForm.accountNumberN', { number: 1 }));
    await fill(account, '12345');
    await userEvent.click(submitButton(canvasElement, t));
    await waitFor(() => expect(name).toHaveFocus());
    for (const [input, message] of [
      [name, t('customer.fullNameRequired')],
      [phone, t('customer.phoneFormat')],
      [account, t('customer.accountNumberFormat')],
    ] as const) {
      await expect(input).toHaveAccessibleDescription(message);
      await expect(input).toHaveAttribute('aria-invalid', 'true');
    }
    await settle();
    await expect(server.puts).toHaveLength(0);
  },
};

/** Removing the only account says the list needs one; Create then focuses 'Add account', whose new row takes the focus. */
export const NoAccount: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const canvas = within(canvasElement);
    await readyToSubmit(canvasElement, t);
    await userEvent.click(canvas.getByRole('button', { name: t('customerForm.removeAccount', { number: 1 }) }));
    const add = canvas.getByRole('button', { name: t('customerForm.addAccount') });
    await waitFor(() => expect(add).toHaveFocus());
    await userEvent.click(submitButton(canvasElement, t));
    await canvas.findByText(t('customer.accountNumberRequired'));
    await waitFor(() => expect(add).toHaveFocus());
    await userEvent.click(add);
    await waitFor(() => expect(textField(canvasElement, t('customerForm.accountNumberN', { number: 1 }))).toHaveFocus());
    await expect(server.puts).toHaveLength(0);
  },
};

/**
 * The waiver's switches, as the merchant fee waiver's: the flag enables the dates and the type;
 * always valid disables Waive To; partial enables waive by, and by percentage the percentage.
 */
export const WaiverSwitches: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const canvas = within(canvasElement);
    const from = textField(canvasElement, t('merchantProfileForm.waiveFrom'));
    const to = textField(canvasElement, t('merchantProfileForm.waiveTo'));
    const partial = canvas.getByRole('radio', { name: t('merchantProfileForm.waiveTypeP') });
    const byPercentage = canvas.getByRole('radio', { name: t('merchantProfileForm.waiveByP') });
    const amount = textField(canvasElement, t('merchantProfileForm.waiveAmt'));
    const percentage = textField(canvasElement, t('merchantProfileForm.waivePercentage'));
    for (const control of [from, to, partial, byPercentage, amount, percentage]) await expect(control).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: t('merchantProfileForm.isWaived') }));
    await waitFor(() => expect(from).toBeEnabled());
    await expect(to).toBeEnabled();
    await expect(byPercentage).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: t('merchantProfileForm.isValidTillCancel') }));
    await waitFor(() => expect(to).toBeDisabled());
    await userEvent.click(partial);
    await waitFor(() => expect(amount).toBeEnabled());
    await expect(percentage).toBeDisabled();
    await userEvent.click(byPercentage);
    await waitFor(() => expect(percentage).toBeEnabled());
    await expect(amount).toBeDisabled();
    // At most 10 characters, digits and one dot.
    await userEvent.type(percentage, '12.5.0%abc0000000');
    await expect(percentage).toHaveValue('12.5000000');
  },
};

/** Submitted: one PUT even on a double click, the message says it waits for approval, and Create stays off after. */
export const SubmitSuccess: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    await readyToSubmit(canvasElement, t);
    const create = submitButton(canvasElement, t);
    await userEvent.dblClick(create);
    const modal = await screen.findByRole('alertdialog', { name: t('customerForm.submittedTitle') }, OUTCOME_WAIT);
    await expect(modal).toHaveAccessibleDescription(t('customerForm.createSubmitted'));
    await expect(server.puts).toHaveLength(1);
    await expect(server.puts[0]).toMatchObject({ action: 'CREATE', customerProfile: { customerType: 'I', customerId: BANK_PEOPLE.kanya.customerId } });
    await userEvent.click(within(modal).getByRole('button'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(create).toBeDisabled();
    await expect(create).toHaveAccessibleDescription(t('customerForm.alreadySubmitted'));
    await userEvent.click(create, { pointerEventsCheck: 0 });
    await settle();
    await expect(server.puts).toHaveLength(1);
  },
};

const refusing = customerServer(() => HttpResponse.json(errorBody('A change of this customer is already pending for approval.', 'ALREADY_PENDING'), { status: 400 }));
/** The server refuses: its first message in the error modal, every input kept, Create still on. */
export const ServerFailure: Story = {
  args: { customerType: 'C' },
  parameters: { msw: { handlers: refusing.handlers } },
  beforeEach: () => refusing.reset(),
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    await readyToSubmit(canvasElement, t, 'C');
    await userEvent.click(submitButton(canvasElement, t));
    const modal = await screen.findByRole('alertdialog', { name: t('customerForm.createErrorTitle') }, OUTCOME_WAIT);
    await expect(modal).toHaveAccessibleDescription('A change of this customer is already pending for approval.');
    await userEvent.click(within(modal).getByRole('button'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(textField(canvasElement, t('customerForm.corpName'))).toHaveValue(BANK_PEOPLE.riverside.corpName);
    await expect(submitButton(canvasElement, t)).toBeEnabled();
  },
};

const unreachable = customerServer(() => HttpResponse.error());
/** No answer at all: 'Service Unavailable', and everything typed is still there. */
export const ServiceUnavailable: Story = {
  parameters: { msw: { handlers: unreachable.handlers } },
  beforeEach: () => unreachable.reset(),
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    await readyToSubmit(canvasElement, t);
    const customerId = textField(canvasElement, t('customerForm.merchantCustomerId'));
    await fill(customerId, 'CPINS-7788');
    await userEvent.click(submitButton(canvasElement, t));
    const modal = await screen.findByRole('alertdialog', { name: t('customerForm.createErrorTitle') }, OUTCOME_WAIT);
    await expect(modal).toHaveAccessibleDescription(t('common.serviceUnavailable'));
    await userEvent.click(within(modal).getByRole('button'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(customerId).toHaveValue('CPINS-7788');
    await expect(textField(canvasElement, t('customerForm.accountNumberN', { number: 1 }))).toHaveValue('1112223334');
    await expect(textField(canvasElement, t('customerList.customerName'))).toHaveValue(BANK_PEOPLE.kanya.fullName);
  },
};
