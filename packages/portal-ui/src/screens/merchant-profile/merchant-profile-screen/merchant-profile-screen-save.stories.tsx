import type { Schemas } from '@lego-portal/api-client';
import { REDIRECT_PAYMENT_OPTION_NAMES } from '@lego-portal/rules';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { textsOf } from '../../../test-support/story-texts';
import type { MerchantProfileLoaded } from '../merchant-profile-values';
import { apiMerchant, redirectMerchant } from '../test-kit/merchant-fixtures';
import type { MerchantProfileScreen } from './merchant-profile-screen';
import { closeModal, keepsFocus, current, EDITED_TRADE, editTradingName, field, OUTCOME_WAIT, profileServer, screenMeta, settle, updateButton, updateForm } from './merchant-profile-story-support';

const saving = profileServer(apiMerchant);

const meta = {
  ...screenMeta,
  title: 'Screens/MerchantProfile/MerchantProfileScreen/Save',
  args: { action: 'update' },
  parameters: { msw: { handlers: saving.handlers } },
  beforeEach: (context) => {
    screenMeta.beforeEach(context);
    saving.reset();
  },
} satisfies Meta<typeof MerchantProfileScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The API merchant as stored before the contact rules: a phone number with dashes. */
function withDashedPhone(): MerchantProfileLoaded {
  const loaded = apiMerchant();
  loaded.merchantProfileResponse.merchantProfileResource.merchantInfo.contactPhone = '02-222-5555';
  return loaded;
}
const dashedPhone = profileServer(withDashedPhone);

/** The REDIRECT merchant as stored before the statement rule: a summary statement. */
function withSummaryStatement(): MerchantProfileLoaded {
  const loaded = redirectMerchant();
  loaded.merchantProfileResponse.merchantProfileResource.merchantDDProfile.stmtDisplayOpt = 'summary';
  return loaded;
}
const summaryRedirect = profileServer(withSummaryStatement);

/**
 * Update with a cleared Tax ID and a bad email: a modal lists the messages, nothing is sent, and
 * closing it puts the focus on the first field that needs attention.
 */
export const ClientValidationErrors: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    await updateForm(canvasElement, t);
    const taxId = field(canvasElement, t, 'merchantProfileForm.merchantTaxId');
    await userEvent.clear(taxId);
    const email = field(canvasElement, t, 'merchantProfileForm.merchantContactMail');
    await userEvent.clear(email);
    await userEvent.type(email, 'bad@');
    await userEvent.click(updateButton(canvasElement, t));
    const modal = await screen.findByRole('alertdialog', { name: t('merchantProfile.clientErrorTitle') });
    await expect(modal).toHaveTextContent(t('merchantProfileForm.fixFieldsMany', { count: 2 }));
    const listed = within(modal).getAllByRole('listitem').map((item) => item.textContent);
    await expect(listed).toEqual([t('merchantProfile.taxIdRequired'), t('merchantProfile.emailFormat')]);
    await settle();
    await expect(saving.puts).toHaveLength(0);
    await closeModal(modal);
    await keepsFocus(taxId);
    await expect(taxId).toHaveAccessibleDescription(t('merchantProfile.taxIdRequired'));
  },
};

/** The contact's rules, each at its field as it is left and again on Update. */
export const ContactErrors: Story = {
  parameters: { msw: { handlers: dashedPhone.handlers } },
  beforeEach: () => dashedPhone.reset(),
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    await updateForm(canvasElement, t);
    const first = field(canvasElement, t, 'merchantProfileForm.contactFirstName');
    await userEvent.clear(first);
    await userEvent.tab();
    await waitFor(() => expect(first).toHaveAccessibleDescription(t('merchantProfile.contactFirstNameRequired')));
    const last = field(canvasElement, t, 'merchantProfileForm.contactLastName');
    await userEvent.clear(last);
    await userEvent.type(last, 'Jai!');
    const email = field(canvasElement, t, 'merchantProfileForm.merchantContactMail');
    await userEvent.clear(email);
    await userEvent.type(email, 'bad@');
    // Read before the modal opens: it hides the page from the accessibility tree.
    const phone = field(canvasElement, t, 'merchantProfileForm.contactPhone');
    await userEvent.click(updateButton(canvasElement, t));
    const modal = await screen.findByRole('alertdialog', { name: t('merchantProfile.clientErrorTitle') });
    for (const [input, message] of [
      [first, t('merchantProfile.contactFirstNameRequired')],
      [last, t('merchantProfile.contactNameFormat')],
      [email, t('merchantProfile.emailFormat')],
      [phone, t('merchantProfile.contactPhoneFormat')],
    ] as const) {
      await expect(input).toHaveAccessibleDescription(message);
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(modal).toHaveTextContent(message);
    }
    await closeModal(modal);
    await keepsFocus(first);
    await expect(dashedPhone.puts).toHaveLength(0);
  },
};

/** The general profile's rules: Tax ID required (letters never get in), names of allowed characters only. */
export const GeneralErrors: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    await updateForm(canvasElement, t);
    const taxId = field(canvasElement, t, 'merchantProfileForm.merchantTaxId');
    await userEvent.clear(taxId);
    await userEvent.tab();
    await waitFor(() => expect(taxId).toHaveAccessibleDescription(t('merchantProfile.taxIdRequired')));
    await userEvent.type(taxId, '01ab07');
    await expect(taxId).toHaveValue('0107');
    await waitFor(() => expect(taxId).not.toHaveAttribute('aria-invalid', 'true'));
    const name = field(canvasElement, t, 'merchantProfileForm.merchantName');
    await userEvent.clear(name);
    await userEvent.type(name, 'CP <1>');
    const trade = field(canvasElement, t, 'merchantProfileForm.merchantNameTrade');
    await userEvent.clear(trade);
    await userEvent.type(trade, 'CP#1');
    await userEvent.tab();
    for (const input of [name, trade]) {
      await waitFor(() => expect(input).toHaveAccessibleDescription(t('merchantProfile.nameCharacters')));
      await expect(input).toHaveAttribute('aria-invalid', 'true');
    }
    await userEvent.click(updateButton(canvasElement, t));
    const modal = await screen.findByRole('alertdialog', { name: t('merchantProfile.clientErrorTitle') });
    // Two fields, one message: listed once.
    await expect(modal).toHaveTextContent(t('merchantProfileForm.fixFieldsMany', { count: 2 }));
    await expect(within(modal).getAllByRole('listitem').map((item) => item.textContent)).toEqual([t('merchantProfile.nameCharacters')]);
    await closeModal(modal);
    await keepsFocus(name);
    await expect(saving.puts).toHaveLength(0);
  },
};

/** REDIRECT: no payment option ticked, and a stored summary statement: both refused, at their fields. */
export const RedirectOptionErrors: Story = {
  parameters: { msw: { handlers: summaryRedirect.handlers } },
  beforeEach: () => summaryRedirect.reset(),
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const canvas = within(canvasElement);
    await updateForm(canvasElement, t);
    const { easyNet, easyApp, ePayment, businessNet } = REDIRECT_PAYMENT_OPTION_NAMES;
    for (const name of [easyNet, easyApp, ePayment]) await userEvent.click(canvas.getByRole('checkbox', { name }));
    await userEvent.click(updateButton(canvasElement, t));
    const modal = await screen.findByRole('alertdialog', { name: t('merchantProfile.clientErrorTitle') });
    await expect(modal).toHaveTextContent(t('merchantProfile.paymentOptionRequired'));
    await expect(modal).toHaveTextContent(t('merchantProfile.statementOptionNotForRedirect'));
    await closeModal(modal);
    // The options are invalid as a group: the focus goes to its first box.
    await keepsFocus(canvas.getByRole('checkbox', { name: easyNet }));
    const options = canvas.getByRole('group', { name: t('merchantProfileForm.redirectPaymentOptions') });
    await expect(options).toHaveAccessibleDescription(t('merchantProfile.paymentOptionRequired'));
    await expect(canvas.getByRole('combobox', { name: t('merchantProfileForm.stmtDisplayOpt') })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(t('merchantProfile.statementOptionNotForRedirect'))).toBeVisible();
    // One tick is enough: the message goes as soon as it is given.
    await userEvent.click(canvas.getByRole('checkbox', { name: businessNet }));
    await waitFor(() => expect(canvas.queryByText(t('merchantProfile.paymentOptionRequired'))).not.toBeInTheDocument());
    await expect(summaryRedirect.puts).toHaveLength(0);
  },
};

const held = profileServer(apiMerchant, () => delay('infinite'));
/** While the save runs: Update busy, and a second press sends nothing. */
export const Saving: Story = {
  parameters: { msw: { handlers: held.handlers } },
  beforeEach: () => held.reset(),
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    await editTradingName(canvasElement, t);
    const update = updateButton(canvasElement, t);
    await userEvent.click(update);
    await waitFor(() => expect(update).toHaveAttribute('aria-busy', 'true'));
    await waitFor(() => expect(held.puts).toHaveLength(1));
    await userEvent.click(update);
    await settle();
    await expect(held.puts).toHaveLength(1);
    await expect(update).toHaveAttribute('aria-busy', 'true');
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};

/** Saved: one UPDATE with the edit, the success modal, and Back to Merchant goes to the view. */
export const Saved: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    await editTradingName(canvasElement, t);
    await userEvent.click(updateButton(canvasElement, t));
    const modal = await screen.findByRole('alertdialog', { name: t('merchantProfile.updateSuccessTitle') }, OUTCOME_WAIT);
    await expect(modal).toHaveAccessibleDescription(t('merchantProfile.updateSuccessBody'));
    await expect(saving.puts).toHaveLength(1);
    await expect(saving.puts[0]).toMatchObject({
      isAction: 'UPDATE',
      merchantId: '1000000001',
      merchantProfile: { merchantInfo: { merchantNameTrade: EDITED_TRADE, merchantTaxId: '0107536000315' } },
    });
    await userEvent.click(within(modal).getByRole('button', { name: t('label.backToMerchant') }));
    await waitFor(() => expect(current.navigation.location).toBe('/merchant/view'));
    // Saved: nothing was held on the way out.
    await expect(screen.queryByRole('alertdialog', { name: t('merchantProfileForm.leaveConfirmTitle') })).not.toBeInTheDocument();
  },
};

/** What the server says on a refusal: its first validation message (the spec reads `message` here). */
const REFUSAL: Schemas['ErrorResponse'] = {
  validationMessages: [{ code: 'MERCHANT_TAX_ID_TAKEN', message: 'Tax ID 0107536000315 belongs to another merchant.', description: 'unique violation on merchant_tax_id' }],
};

/** The server refuses: 'Update merchant profile error' with its message; every input stays. */
export const ServerError: Story = {
  parameters: { msw: { handlers: profileServer(apiMerchant, () => HttpResponse.json(REFUSAL, { status: 400 })).handlers } },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const trade = await editTradingName(canvasElement, t);
    await userEvent.click(updateButton(canvasElement, t));
    const modal = await screen.findByRole('alertdialog', { name: t('merchantProfile.updateErrorTitle') }, OUTCOME_WAIT);
    await expect(modal).toHaveAccessibleDescription('Tax ID 0107536000315 belongs to another merchant.');
    await closeModal(modal);
    await expect(trade).toHaveValue(EDITED_TRADE);
    await expect(current.navigation.location).toBe('/merchant/update');
  },
};

/** No answer to the save (gateway down): 'Service Unavailable'; every input stays. */
export const Outage: Story = {
  parameters: { msw: { handlers: profileServer(apiMerchant, () => HttpResponse.error()).handlers } },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const trade = await editTradingName(canvasElement, t);
    await userEvent.click(updateButton(canvasElement, t));
    const modal = await screen.findByRole('alertdialog', { name: t('merchantProfile.updateErrorTitle') }, OUTCOME_WAIT);
    await expect(modal).toHaveAccessibleDescription(t('common.serviceUnavailable'));
    await closeModal(modal);
    await expect(trade).toHaveValue(EDITED_TRADE);
    await expect(current.navigation.location).toBe('/merchant/update');
  },
};
