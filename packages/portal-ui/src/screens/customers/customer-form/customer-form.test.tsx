import type { TokenSet } from '@lego-portal/api-client';
import { CUSTOMER_FORM_TEXTS as T, CUSTOMER_MESSAGES as M } from '@lego-portal/rules';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { BANK_PEOPLE, corporateCustomer, individualCustomer, UNKNOWN_CITIZEN_ID } from '../test-kit/customer-form-fixtures';
import { CustomerForm } from './customer-form';
import { dataOf, listCustomers, sandboxClient, signInTokens } from '@lego-portal/test-kit';
import { renderPortal } from '../../../test-support/render-portal';

const CHANGE_HANDLER_PATH = '/api/lego-changehandler/ext/changehandler/';
const MERCHANT_LOOKUP_PATH = '/api/lego-customerprofile/ext/customerprofile/merchant';
const CUSTOMER_LOOKUP_PATH = '/api/lego-customerprofile/ext/customerprofile/customer';

const url = inject('sandboxUrl');
// Merchant 3's maker: the creates here leave merchants 1 and 2, which other tests list, alone.
const M3 = '1000000003';
let maker3: TokenSet;
beforeAll(async () => {
  maker3 = await signInTokens(url, 'ops_maker3');
});

const textbox = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });
const submitButton = (name: string = T.create) => screen.getByRole('button', { name: new RegExp(`^${name}`) });

/** Replaces a field's text: pasted (each typed key costs a render of a big form in jsdom), through the field's filter. */
async function type(user: ReturnType<typeof userEvent.setup>, name: string, value: string) {
  const input = textbox(name);
  await user.clear(input);
  await user.click(input);
  await user.paste(value);
  return input;
}

/** The customers of merchant 3 as the customer list call returns them. */
async function merchantThreeCustomers(tokens: TokenSet) {
  return (await listCustomers(url, tokens, { merchantId: M3 })).rows;
}

// The whole form in jsdom against the sandbox: typing and lookups take seconds on a busy machine.
describe('CustomerForm create', { timeout: 60_000 }, () => {
  it('creates an individual once both lookups found, and the sandbox queues it for a checker', async () => {
    const user = userEvent.setup();
    const { sentTo } = renderPortal(<CustomerForm mode="create" customerType="I" />, { user: { userName: 'ops_maker3', merchantProfile: { merchantId: M3, merchantName: 'Merchant' } }, sandbox: { url, tokens: maker3 } });
    const create = submitButton();
    expect(create).toBeDisabled();
    expect(create).toHaveAccessibleDescription(T.findBothFirst);
    // The merchant ID is the signed-in user's; Find shows its name.
    expect(textbox('Merchant ID')).toHaveValue(M3);
    await user.click(screen.getByRole('button', { name: T.findMerchant }));
    expect(await screen.findByText('Found: Lanna Utilities Co., Ltd.')).toBeInTheDocument();
    await waitFor(() => expect(create).toHaveAccessibleDescription(T.findCustomerFirst));

    await type(user, T.idNumberP1, BANK_PEOPLE.kanya.customerId);
    await user.click(screen.getByRole('button', { name: T.findCustomer }));
    expect(await screen.findByText(`Found: ${BANK_PEOPLE.kanya.fullName}`)).toBeInTheDocument();
    // The bank's record fills the name and contact still empty.
    expect(textbox('Customer Name')).toHaveValue(BANK_PEOPLE.kanya.fullName);
    expect(textbox('Email')).toHaveValue(BANK_PEOPLE.kanya.email);
    await waitFor(() => expect(create).toBeEnabled());

    await type(user, 'Account Number 1', '55-5000-1234');
    expect(textbox('Account Number 1')).toHaveValue('5550001234');
    await type(user, "Merchant's Customer ID", 'LANNA-0001');
    await user.dblClick(create);
    const modal = await screen.findByRole('alertdialog', { name: T.submittedTitle });
    expect(modal).toHaveTextContent(T.createSubmitted);
    expect(sentTo(CHANGE_HANDLER_PATH)).toHaveLength(1);
    expect(sentTo(CHANGE_HANDLER_PATH)[0]?.body).toMatchObject({
      action: 'CREATE',
      customerProfile: {
        customerType: 'I',
        merchantId: M3,
        idType: 'P1',
        customerId: BANK_PEOPLE.kanya.customerId,
        fullName: BANK_PEOPLE.kanya.fullName,
        customerPaymentInfo: { customerId: 'LANNA-0001', channels: ['PGW'], bankAccts: [{ accountNumber: '5550001234', currencyName: 'THB' }] },
        waiveInfo: { waiveFlag: 'N' },
      },
    });
    await user.click(within(modal).getByRole('button'));
    // Not sent twice: the button says why it stays off.
    expect(create).toBeDisabled();
    expect(create).toHaveAccessibleDescription(T.alreadySubmitted);
    const listed = (await merchantThreeCustomers(maker3)).find((c) => c.fullName === BANK_PEOPLE.kanya.fullName);
    expect(listed?.isPendingApproval).toBe('Y');
  });

  it('keeps every input when the change handler cannot be reached (503)', async () => {
    const user = userEvent.setup();
    renderPortal(<CustomerForm mode="create" customerType="C" />, { user: { userName: 'ops_maker3', merchantProfile: { merchantId: M3, merchantName: 'Merchant' } }, sandbox: { url, tokens: maker3, failWrites: true } });
    await user.click(screen.getByRole('button', { name: T.findMerchant }));
    await type(user, T.corpId, BANK_PEOPLE.nakhon.corpId);
    await user.click(screen.getByRole('button', { name: T.findCustomer }));
    expect(await screen.findByText(`Found: ${BANK_PEOPLE.nakhon.corpName}`)).toBeInTheDocument();
    await type(user, 'Account Number 1', '4440001111');
    await user.click(submitButton());
    const modal = await screen.findByRole('alertdialog', { name: T.createErrorTitle });
    expect(modal).toHaveTextContent('Service Unavailable');
    await user.click(within(modal).getByRole('button'));
    expect(textbox(T.corpName)).toHaveValue(BANK_PEOPLE.nakhon.corpName);
    expect(textbox('Account Number 1')).toHaveValue('4440001111');
    expect(submitButton()).toBeEnabled();
  });
});

describe('CustomerForm validation and lookups', { timeout: 60_000 }, () => {
  it('checks the ID by its type: 13 digits for a citizen ID, letters and digits for a passport', async () => {
    const user = userEvent.setup();
    const { sentTo } = renderPortal(<CustomerForm mode="create" customerType="I" />, { user: { userName: 'ops_maker3', merchantProfile: { merchantId: M3, merchantName: 'Merchant' } }, sandbox: { url, tokens: maker3 } });
    const citizen = await type(user, T.idNumberP1, '11017a0012345');
    // Letters never reach a citizen ID.
    expect(citizen).toHaveValue('110170012345');
    await user.tab();
    await waitFor(() => expect(citizen).toHaveAccessibleDescription(M.citizenIdFormat));
    // Find checks the field first and asks nothing.
    await user.click(screen.getByRole('button', { name: T.findCustomer }));
    expect(sentTo(CUSTOMER_LOOKUP_PATH)).toHaveLength(0);
    await user.click(screen.getByRole('radio', { name: T.idTypeP8 }));
    const passport = await type(user, T.idNumberP8, 'AB-12');
    await user.tab();
    await waitFor(() => expect(passport).toHaveAccessibleDescription(M.documentIdFormat));
    await type(user, T.idNumberP8, BANK_PEOPLE.emily.customerId);
    await user.tab();
    await waitFor(() => expect(textbox(T.idNumberP8)).not.toHaveAttribute('aria-invalid', 'true'));
    await user.click(screen.getByRole('button', { name: T.findCustomer }));
    expect(await screen.findByText(`Found: ${BANK_PEOPLE.emily.fullName}`)).toBeInTheDocument();
  });

  it('says what the lookups did not find, and forgets a find once its field changes', async () => {
    const user = userEvent.setup();
    renderPortal(<CustomerForm mode="create" customerType="I" />, { user: { userName: 'ops_maker3', merchantProfile: { merchantId: M3, merchantName: 'Merchant' } }, sandbox: { url, tokens: maker3 } });
    await type(user, T.idNumberP1, UNKNOWN_CITIZEN_ID);
    await user.click(screen.getByRole('button', { name: T.findCustomer }));
    expect(await screen.findByText(T.customerNotFound)).toBeInTheDocument();
    // Another merchant's ID: the sandbox answers 403 with its reason.
    await type(user, 'Merchant ID', '1000000001');
    await user.click(screen.getByRole('button', { name: T.findMerchant }));
    expect(await screen.findByText('You can look up only your own merchant.')).toBeInTheDocument();
    await type(user, 'Merchant ID', M3);
    await user.click(screen.getByRole('button', { name: T.findMerchant }));
    expect(await screen.findByText('Found: Lanna Utilities Co., Ltd.')).toBeInTheDocument();
    await user.type(textbox('Merchant ID'), '{Backspace}');
    await waitFor(() => expect(screen.queryByText('Found: Lanna Utilities Co., Ltd.')).not.toBeInTheDocument());
    expect(submitButton()).toHaveAccessibleDescription(T.findBothFirst);
  });

  it("requires the individual's email for an e-payment merchant, and focuses it on Create", async () => {
    const user = userEvent.setup();
    const tokens = await signInTokens(url, 'demo_m2full');
    const { sentTo } = renderPortal(<CustomerForm mode="create" customerType="I" />, { user: { userName: 'demo_m2full', merchantProfile: { merchantId: '1000000002', merchantName: 'Merchant' } }, sandbox: { url, tokens } });
    await user.click(screen.getByRole('button', { name: T.findMerchant }));
    expect(await screen.findByText('Found: Siam Online Mart Co., Ltd.')).toBeInTheDocument();
    await waitFor(() => expect(textbox('Email')).toBeRequired());
    expect(textbox('Email')).toHaveAccessibleDescription(T.ePaymentEmail);
    // Prasert has no email at the bank.
    await type(user, T.idNumberP1, BANK_PEOPLE.prasert.customerId);
    await user.click(screen.getByRole('button', { name: T.findCustomer }));
    expect(await screen.findByText(`Found: ${BANK_PEOPLE.prasert.fullName}`)).toBeInTheDocument();
    await type(user, 'Account Number 1', '2220003333');
    await user.click(submitButton());
    await waitFor(() => expect(textbox('Email')).toHaveFocus());
    expect(textbox('Email')).toHaveAccessibleDescription(expect.stringContaining(M.emailRequired));
    expect(textbox('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(sentTo(CHANGE_HANDLER_PATH)).toHaveLength(0);
    expect(sentTo(MERCHANT_LOOKUP_PATH)).toHaveLength(1);
  });
});

describe('CustomerForm view', () => {
  const detail = (label: string) => {
    const term = screen.getByText(label, { selector: 'dt' });
    return term.nextElementSibling as HTMLElement;
  };

  it('reads an individual like a page: labelled values, no inputs', () => {
    renderPortal(<CustomerForm mode="view" customerType="I" customer={individualCustomer()} />, { user: { userName: 'ops_maker3', merchantProfile: { merchantId: M3, merchantName: 'Merchant' } }, sandbox: { url, tokens: maker3 } });
    for (const title of [T.merchantSection, T.customerSection, T.paymentSection, 'Fee Waiver']) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(detail(T.idType)).toHaveTextContent(T.idTypeP1);
    expect(detail(T.idNumberP1)).toHaveTextContent('1101700123456');
    expect(detail('Customer Name')).toHaveTextContent('Somchai Jaidee');
    expect(detail('User ID')).toHaveTextContent('SSO12345678');
    expect(within(detail(T.bankAccounts)).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['1234567890THB', '9876543210FCD']);
    expect(detail('Waive From')).toHaveTextContent('01/01/2025');
    expect(detail('Waive Amount')).toHaveTextContent('10.00');
    // A partial waiver by amount: no percentage row.
    expect(screen.queryByText('Waive Percentage')).not.toBeInTheDocument();
  });

  it('reads a corporate, an unset phone as not set, no waiver rows without a waiver', () => {
    renderPortal(<CustomerForm mode="view" customerType="C" customer={corporateCustomer()} />, { user: { userName: 'ops_maker3', merchantProfile: { merchantId: M3, merchantName: 'Merchant' } }, sandbox: { url, tokens: maker3 } });
    expect(detail(T.corpName)).toHaveTextContent('Golden Lotus Trading Co., Ltd.');
    expect(detail(T.corpId)).toHaveTextContent('0105551234567');
    expect(detail('Phone Number')).toHaveTextContent('Not set');
    expect(screen.queryByText(T.idType)).not.toBeInTheDocument();
    expect(detail('Waive fee')).toHaveTextContent('No');
    expect(screen.queryByText('Waive From')).not.toBeInTheDocument();
  });
});

describe('CustomerForm update', { timeout: 60_000 }, () => {
  it('finds the stored merchant and customer as it opens, and queues the change', async () => {
    const user = userEvent.setup();
    const calm = (await merchantThreeCustomers(maker3)).find((c) => c.isPendingApproval === 'N')!;
    const maker = sandboxClient(url, maker3);
    const stored = (await dataOf(maker.POST('/api/lego-customerprofile/ext/customerprofile/details', { body: { custProfileId: calm.custProfileId } }), 'the details')).customerProfileResponse;
    const { sentTo } = renderPortal(<CustomerForm mode="update" customerType={stored.customerType} customer={stored} />, { user: { userName: 'ops_maker3', merchantProfile: { merchantId: M3, merchantName: 'Merchant' } }, sandbox: { url, tokens: maker3 } });
    const update = submitButton(T.update);
    await waitFor(() => expect(update).toBeEnabled());
    expect(textbox('Merchant ID')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: T.findMerchant })).not.toBeInTheDocument();
    await type(user, 'Email', 'changed@mail.example');
    await user.click(update);
    const modal = await screen.findByRole('alertdialog', { name: T.submittedTitle });
    expect(modal).toHaveTextContent(T.updateSubmitted);
    expect(sentTo(CHANGE_HANDLER_PATH)[0]?.body).toMatchObject({ action: 'UPDATE', custProfileId: stored.custProfileId, customerProfile: { customerInfo: { email: 'changed@mail.example' } } });
    const change = await dataOf(maker.POST('/api/lego-customerprofile/ext/customerprofile/pending', { body: { custProfileId: stored.custProfileId } }), 'the pending change');
    // Only what was edited shows as changed to the checker.
    expect(change.customerProfileHandlerViewList.map((field) => field.key)).toEqual(['customerInfo.email']);
  });
});
