import { SUB_ACCOUNT_MESSAGES } from '@lego-portal/rules';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as ReactHookForm from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import type { MerchantProfileFormValues, MerchantProfileLoaded } from '../merchant-profile-values';
import { MerchantFormHarness } from '../test-kit/form-harness';
import { apiMerchant, withSubAccounts } from '../test-kit/merchant-fixtures';
import { SubAccountsField } from './sub-accounts-field';

// How often each part renders, by the name it subscribes to: every row renders its shadow
// accounts' field array (so a row's renders are counted under `…N.shadowAccounts`), and every
// input its own form state.
const renders = vi.hoisted(() => ({ arrays: new Map<string, number>(), states: new Map<string, number>() }));
vi.mock('react-hook-form', async (importOriginal) => {
  const actual = await importOriginal<typeof ReactHookForm>();
  const count = (map: Map<string, number>, name: unknown) => {
    if (typeof name === 'string') map.set(name, (map.get(name) ?? 0) + 1);
  };
  return {
    ...actual,
    useFieldArray: ((props) => {
      count(renders.arrays, props.name);
      return actual.useFieldArray(props);
    }) as typeof actual.useFieldArray,
    useFormState: ((props) => {
      count(renders.states, props?.name);
      return actual.useFormState(props);
    }) as typeof actual.useFormState,
  };
});

const LIST = 'merchantDDProfile.merchantSubAcctProfiles';
const M = SUB_ACCOUNT_MESSAGES;
const MASKED_HINT = 'Shown masked. Leave it as it is to keep the saved URL.';

function setup(loaded: MerchantProfileLoaded = apiMerchant(), mode: 'view' | 'update' = 'update') {
  const user = userEvent.setup();
  const onValid = vi.fn<(values: MerchantProfileFormValues) => void>();
  render(
    <MerchantFormHarness loaded={loaded} onValid={onValid}>
      <SubAccountsField mode={mode} />
    </MerchantFormHarness>,
  );
  return { user, onValid };
}

const row = (number: number) => screen.getByRole('group', { name: `Sub-account ${number}` });
const field = (number: number, label: string) => within(row(number)).getByRole('textbox', { name: label });
const submitted = (onValid: ReturnType<typeof setup>['onValid']) => onValid.mock.lastCall![0].merchantDDProfile.merchantSubAcctProfiles;

const PAYMENT_URL = 'https://api.cpins.example/payment';
const REGISTER_URL = 'https://api.cpins.example/register';

/**
 * Types full callback URLs over row 1's masked ones (a masked URL is compared by the server
 * only), then adds a row and fills it as a copy of row 1.
 */
async function addDuplicate(user: ReturnType<typeof userEvent.setup>) {
  for (const [label, url] of [['Payment Callback URL', PAYMENT_URL], ['Registration Callback URL', REGISTER_URL]] as const) {
    await user.clear(field(1, label));
    await user.type(field(1, label), url);
  }
  await user.click(screen.getByRole('button', { name: 'Add sub-account' }));
  await user.type(field(2, 'Account Number'), '1234500001');
  await user.type(field(2, 'Payment Callback URL'), PAYMENT_URL);
  await user.type(field(2, 'Registration Callback URL'), REGISTER_URL);
}

describe('SubAccountsField (update)', () => {
  it('shows each stored row with its ID, fields and shadow accounts, masked URLs with the hint, and sends them back as they came', async () => {
    const { user, onValid } = setup();
    expect(screen.getByRole('heading', { level: 3, name: 'Sub-accounts' })).toBeInTheDocument();
    expect(within(row(1)).getByText('CPINS-01')).toBeInTheDocument();
    expect(field(1, 'Account Number')).toHaveValue('1234500001');
    expect(field(1, 'Payment Callback URL')).toHaveValue('https://api.cp******/payment');
    expect(field(1, 'Payment Callback URL')).toHaveAttribute('type', 'url');
    expect(field(1, 'Payment Callback URL')).toHaveAccessibleDescription(MASKED_HINT);
    expect(field(1, 'Registration Callback URL')).toHaveAccessibleDescription(MASKED_HINT);
    expect(field(1, 'Shadow Account 1')).toHaveValue('1234590001');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(submitted(onValid)).toEqual([
      {
        subAccountId: 'CPINS-01',
        accountNumber: '1234500001',
        paymentCallbackUrl: 'https://api.cp******/payment',
        registerCallbackUrl: 'https://api.cp******/register',
        shadowAccounts: [{ accountNumber: '1234590001' }],
      },
    ]);
  });

  it('adds an empty row, focuses its account number and shows its errors only once left or on submit', async () => {
    const { user, onValid } = setup();
    await user.click(screen.getByRole('button', { name: 'Add sub-account' }));
    await waitFor(() => expect(field(2, 'Account Number')).toHaveFocus());
    expect(field(2, 'Payment Callback URL')).not.toHaveAccessibleDescription(MASKED_HINT);
    expect(within(row(2)).getByText('No shadow accounts')).toBeInTheDocument();
    expect(screen.queryByText(M.accountNumberRequired)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(field(2, 'Account Number')).toHaveAccessibleDescription(M.accountNumberRequired));
    expect(field(2, 'Account Number')).toHaveAttribute('aria-invalid', 'true');
    expect(field(2, 'Account Number')).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('refuses a duplicate of another row on submit, and submits once the duplicate is removed', async () => {
    const { user, onValid } = setup();
    await addDuplicate(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(M.subAccountDuplicated));
    expect(screen.getAllByText(M.subAccountDuplicated)).toHaveLength(1);
    expect(onValid).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Remove sub-account 2' }));
    await waitFor(() => expect(screen.getByRole('alert')).toBeEmptyDOMElement());
    expect(screen.getByRole('button', { name: 'Add sub-account' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(submitted(onValid)).toHaveLength(1);
  });

  it('submits two stored sub-accounts whose masked URLs look alike: only the server sees the paths behind the masks', async () => {
    const loaded = withSubAccounts(apiMerchant(), 2);
    const [first, second] = loaded.merchantProfileResponse.merchantProfileResource.merchantDDProfile.merchantSubAcctProfiles!;
    // Stored as https://api.cpins.example/a/payment and .../b/payment: both load as the same mask.
    for (const sub of [first!, second!]) Object.assign(sub, { accountNumber: '1234500001', paymentCallbackUrl: 'https://api.cpins.example/****', registerCallbackUrl: 'https://api.cpins.example/****' });
    const { user, onValid } = setup(loaded);
    await user.click(field(2, 'Account Number'));
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(screen.queryByText(M.subAccountDuplicated)).not.toBeInTheDocument();
    expect(submitted(onValid).map((sub) => sub.paymentCallbackUrl)).toEqual(['https://api.cpins.example/****', 'https://api.cpins.example/****']);
  });

  it('shows the duplicate as soon as a field of the duplicate row is left, and drops it once the row differs', async () => {
    const { user } = setup();
    await addDuplicate(user);
    await user.tab();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(M.subAccountDuplicated));
    await user.type(field(2, 'Account Number'), '{Backspace}2');
    await user.tab();
    await waitFor(() => expect(screen.getByRole('alert')).toBeEmptyDOMElement());
  });

  it('keeps a field error shown beside the duplicate message when a row is added', async () => {
    const { user } = setup();
    await addDuplicate(user);
    await user.clear(field(1, 'Payment Callback URL'));
    await user.type(field(1, 'Payment Callback URL'), 'ftp://x');
    await user.tab();
    await user.clear(field(2, 'Payment Callback URL'));
    await user.type(field(2, 'Payment Callback URL'), 'ftp://x');
    await user.tab();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(M.subAccountDuplicated));
    await user.click(screen.getByRole('button', { name: 'Add sub-account' }));
    await waitFor(() => expect(field(3, 'Account Number')).toHaveFocus());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(M.subAccountDuplicated));
    expect(field(1, 'Payment Callback URL')).toHaveAccessibleDescription(expect.stringContaining(M.callbackUrlFormat));
    expect(field(2, 'Payment Callback URL')).toHaveAccessibleDescription(expect.stringContaining(M.callbackUrlFormat));
  });

  it('keeps only digits in account numbers, at most 10', async () => {
    const { user } = setup();
    const account = field(1, 'Account Number');
    expect(account).toHaveAttribute('inputmode', 'numeric');
    await user.clear(account);
    await user.type(account, 'a1b2-c3');
    expect(account).toHaveValue('123');
    await user.clear(account);
    await user.type(account, '12345678901');
    expect(account).toHaveValue('1234567890');
    await user.type(field(1, 'Shadow Account 1'), 'x9');
    expect(field(1, 'Shadow Account 1')).toHaveValue('1234590001');
  });

  it('shows the format error of a stored account number longer than 10 digits once the field is left', async () => {
    const loaded = apiMerchant();
    loaded.merchantProfileResponse.merchantProfileResource.merchantDDProfile.merchantSubAcctProfiles![0]!.accountNumber = '12345678901';
    const { user } = setup(loaded);
    await user.click(field(1, 'Account Number'));
    expect(screen.queryByText(M.accountNumberFormat)).not.toBeInTheDocument();
    await user.tab();
    await waitFor(() => expect(field(1, 'Account Number')).toHaveAccessibleDescription(M.accountNumberFormat));
  });

  it('shows the callback URL message when a non-http URL is left', async () => {
    const { user, onValid } = setup();
    const url = field(1, 'Registration Callback URL');
    await user.clear(url);
    await user.type(url, 'ftp://x');
    expect(screen.queryByText(M.callbackUrlFormat)).not.toBeInTheDocument();
    await user.tab();
    await waitFor(() => expect(url).toHaveAccessibleDescription(expect.stringContaining(M.callbackUrlFormat)));
    expect(url).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(url).toHaveFocus());
    expect(onValid).not.toHaveBeenCalled();
  });

  it('adds and removes shadow accounts, moving focus sensibly, and submits them', async () => {
    const { user, onValid } = setup();
    await user.click(within(row(1)).getByRole('button', { name: 'Add shadow account' }));
    await waitFor(() => expect(field(1, 'Shadow Account 2')).toHaveFocus());
    await user.type(field(1, 'Shadow Account 2'), '5550001');
    await user.click(within(row(1)).getByRole('button', { name: 'Remove shadow account 1' }));
    await waitFor(() => expect(field(1, 'Shadow Account 1')).toHaveFocus());
    expect(field(1, 'Shadow Account 1')).toHaveValue('5550001');
    await user.click(within(row(1)).getByRole('button', { name: 'Remove shadow account 1' }));
    await waitFor(() => expect(within(row(1)).getByRole('button', { name: 'Add shadow account' })).toHaveFocus());
    expect(within(row(1)).getByText('No shadow accounts')).toBeInTheDocument();
    await user.click(within(row(1)).getByRole('button', { name: 'Add shadow account' }));
    await user.type(field(1, 'Shadow Account 1'), '7770001');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(submitted(onValid)[0]!.shadowAccounts).toEqual([{ accountNumber: '7770001' }]);
  });

  it('removes a row, focuses the next row, and sends the rest', async () => {
    const { user, onValid } = setup(withSubAccounts(apiMerchant(), 3));
    await user.click(screen.getByRole('button', { name: 'Remove sub-account 2' }));
    await waitFor(() => expect(field(2, 'Account Number')).toHaveFocus());
    expect(field(2, 'Account Number')).toHaveValue('1234500003');
    expect(screen.queryByRole('group', { name: 'Sub-account 3' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(submitted(onValid).map((sub) => sub.subAccountId)).toEqual(['SUB-01', 'SUB-03']);
  });

  it('says there are no sub-accounts when the list is empty', async () => {
    const { user, onValid } = setup(withSubAccounts(apiMerchant(), 0));
    expect(screen.getByText('No sub-accounts')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(submitted(onValid)).toEqual([]);
  });

  it('renders no other row, nor the list, while typing in one of 20 rows, before and after a submit', async () => {
    const { user, onValid } = setup(withSubAccounts(apiMerchant(), 20));
    const rowRenders = (index: number) => renders.arrays.get(`${LIST}.${index}.shadowAccounts`) ?? 0;
    const typed = `${LIST}.4.paymentCallbackUrl`;
    for (const submitFirst of [false, true]) {
      if (submitFirst) {
        await user.click(screen.getByRole('button', { name: 'Submit' }));
        await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
      }
      await user.click(field(5, 'Payment Callback URL'));
      renders.arrays.clear();
      renders.states.clear();
      await user.type(field(5, 'Payment Callback URL'), '/abc');
      for (let index = 0; index < 20; index += 1) expect(rowRenders(index)).toBe(0);
      expect(renders.arrays.get(LIST) ?? 0).toBe(0);
      const others = [...renders.states.entries()].filter(([name]) => name !== typed);
      expect(others).toEqual([]);
      // At most one render of the typed field per keystroke (its error or dirty state changing).
      expect(renders.states.get(typed) ?? 0).toBeLessThanOrEqual(4);
    }
  });
});

describe('SubAccountsField (view)', () => {
  it('lists each sub-account read-only, URLs masked as loaded', () => {
    setup(apiMerchant(), 'view');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add sub-account' })).not.toBeInTheDocument();
    const first = screen.getByRole('heading', { level: 4, name: 'Sub-account 1' }).closest('li')!;
    expect(within(first).getByText('CPINS-01')).toBeInTheDocument();
    expect(within(first).getByText('1234500001')).toBeInTheDocument();
    expect(within(first).getByText('https://api.cp******/payment')).toBeInTheDocument();
    expect(within(first).getByText('https://api.cp******/register')).toBeInTheDocument();
    expect(within(first).getByText('1234590001')).toBeInTheDocument();
  });

  it('lists 20 sub-accounts, and says so when there are none', () => {
    setup(withSubAccounts(apiMerchant(), 20), 'view');
    expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(20);
    expect(screen.getByText('https://shop20.example/callbacks/register')).toBeInTheDocument();
  });

  it('says there are no sub-accounts', () => {
    setup(withSubAccounts(apiMerchant(), 0), 'view');
    expect(screen.getByText('No sub-accounts')).toBeInTheDocument();
  });
});
