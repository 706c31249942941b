import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { textsOf } from '../../../test-support/story-texts';
import type { MerchantProfileFormValues, MerchantProfileLoaded } from '../merchant-profile-values';
import { MerchantFormHarness } from '../test-kit/form-harness';
import { apiMerchant, withSubAccounts } from '../test-kit/merchant-fixtures';
import { SubAccountsField } from './sub-accounts-field';

/** The field inside the merchant profile form, as the screen holds it. */
function InForm({ mode, loaded, onValid }: { mode: 'view' | 'update'; loaded: MerchantProfileLoaded; onValid: (values: MerchantProfileFormValues) => void }) {
  return (
    <MerchantFormHarness loaded={loaded} onValid={onValid}>
      <SubAccountsField mode={mode} />
    </MerchantFormHarness>
  );
}

/** The API merchant with its stored sub-account's number one digit too long (data from before the 10-digit rule). */
function withLongAccountNumber(): MerchantProfileLoaded {
  const loaded = apiMerchant();
  loaded.merchantProfileResponse.merchantProfileResource.merchantDDProfile.merchantSubAcctProfiles![0]!.accountNumber = '12345678901';
  return loaded;
}

const meta = {
  title: 'Screens/MerchantProfile/SubAccountsField',
  component: InForm,
  args: { mode: 'update', loaded: apiMerchant(), onValid: fn() },
} satisfies Meta<typeof InForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const row = (canvasElement: HTMLElement, t: ReturnType<typeof textsOf>, number: number) =>
  within(within(canvasElement).getByRole('group', { name: t('merchantProfileForm.subAccount', { number }) }));

/** Read-only: each sub-account's values, the callback URLs masked as the server sends them. */
export const View: Story = {
  args: { mode: 'view' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    await expect(canvas.getByRole('heading', { level: 3, name: t('merchantProfileForm.subAccounts') })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 4, name: t('merchantProfileForm.subAccount', { number: 1 }) })).toBeInTheDocument();
    await expect(canvas.getByText('https://api.cp******/payment')).toBeInTheDocument();
    await expect(canvas.getByText('1234590001')).toBeInTheDocument();
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
  },
};

/** Read-only, 20 sub-accounts (the speed target's list). */
export const ViewTwentySubAccounts: Story = {
  name: 'View with 20 sub-accounts',
  args: { mode: 'view', loaded: withSubAccounts(apiMerchant(), 20) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('heading', { level: 4 })).toHaveLength(20);
  },
};

/** Editable: the stored row with its ID, masked URLs with the hint on keeping them, its shadow account. */
export const Update: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const first = row(canvasElement, t, 1);
    await expect(first.getByRole('textbox', { name: t('merchantProfileForm.accountNumber') })).toHaveValue('1234500001');
    await expect(first.getByRole('textbox', { name: t('merchantProfileForm.paymentCallbackUrl') })).toHaveAccessibleDescription(
      t('merchantProfileForm.callbackUrlMaskedHint'),
    );
    await expect(first.getByRole('textbox', { name: t('merchantProfileForm.shadowAccount', { number: 1 }) })).toHaveValue('1234590001');
    await expect(first.getByText('CPINS-01')).toBeInTheDocument();
  },
};

/** Editable with 20 sub-accounts: what typing must stay fast with. */
export const UpdateTwentySubAccounts: Story = {
  name: 'Update with 20 sub-accounts',
  args: { loaded: withSubAccounts(apiMerchant(), 20) },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const url = row(canvasElement, t, 20).getByRole('textbox', { name: t('merchantProfileForm.registerCallbackUrl') });
    await userEvent.clear(url);
    await userEvent.type(url, 'https://shop20.example/new');
    await expect(url).toHaveValue('https://shop20.example/new');
  },
};

/** No sub-accounts yet: said so, and one can be added. */
export const Empty: Story = {
  args: { loaded: withSubAccounts(apiMerchant(), 0) },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    await expect(canvas.getByText(t('merchantProfileForm.noSubAccounts'))).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: t('merchantProfileForm.addSubAccount') })).toBeEnabled();
  },
};

/** Read-only without sub-accounts. */
export const EmptyView: Story = {
  args: { mode: 'view', loaded: withSubAccounts(apiMerchant(), 0) },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByText(textsOf(globals.locale)('merchantProfileForm.noSubAccounts'))).toBeInTheDocument();
  },
};

/** 'Add sub-account' adds an empty row and puts the cursor in its account number. */
export const AddRow: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('merchantProfileForm.addSubAccount') }));
    const added = row(canvasElement, t, 2);
    await waitFor(() => expect(added.getByRole('textbox', { name: t('merchantProfileForm.accountNumber') })).toHaveFocus());
    await expect(added.getByText(t('merchantProfileForm.noShadowAccounts'))).toBeInTheDocument();
    // Nothing was left yet: no message.
    await expect(within(canvasElement).queryByText(t('merchantProfile.accountNumberRequired'))).not.toBeInTheDocument();
  },
};

/**
 * A second row with the first row's account number and both URLs: the list's message, nothing
 * submitted. Row 1 gets whole URLs first: masked ones stand for stored URLs only the server compares.
 */
export const Duplicate: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    const urls = [
      [t('merchantProfileForm.paymentCallbackUrl'), 'https://api.cpins.example/payment'],
      [t('merchantProfileForm.registerCallbackUrl'), 'https://api.cpins.example/register'],
    ] as const;
    const first = row(canvasElement, t, 1);
    for (const [name, url] of urls) {
      await userEvent.clear(first.getByRole('textbox', { name }));
      await userEvent.type(first.getByRole('textbox', { name }), url);
    }
    await userEvent.click(canvas.getByRole('button', { name: t('merchantProfileForm.addSubAccount') }));
    const added = row(canvasElement, t, 2);
    await userEvent.type(added.getByRole('textbox', { name: t('merchantProfileForm.accountNumber') }), '1234500001');
    for (const [name, url] of urls) await userEvent.type(added.getByRole('textbox', { name }), url);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(t('merchantProfile.subAccountDuplicated')));
    await expect(args.onValid).not.toHaveBeenCalled();
  },
};

/** Messages under the fields once left: a stored account number of 11 digits, an ftp URL. */
export const FieldErrors: Story = {
  args: { loaded: withLongAccountNumber() },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const first = row(canvasElement, t, 1);
    const account = first.getByRole('textbox', { name: t('merchantProfileForm.accountNumber') });
    // Visited and left as stored: the 11 digits stay (only typing is cut to 10) and are refused.
    await userEvent.click(account);
    await expect(account).toHaveValue('12345678901');
    const url = first.getByRole('textbox', { name: t('merchantProfileForm.paymentCallbackUrl') });
    await userEvent.clear(url);
    await userEvent.type(url, 'ftp://x');
    await userEvent.tab();
    await waitFor(() => expect(account).toHaveAccessibleDescription(t('merchantProfile.accountNumberFormat')));
    await waitFor(() => expect(url).toHaveAccessibleDescription(expect.stringContaining(t('merchantProfile.callbackUrlFormat'))));
    await expect(url).toHaveAttribute('aria-invalid', 'true');
  },
};

/** On a phone, rows, fields and buttons stay within the screen's width. */
export const UpdatePhone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { loaded: withSubAccounts(apiMerchant(), 3) },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const canvas = within(canvasElement);
    for (const group of canvas.getAllByRole('group', { name: /./ })) {
      await expect(group.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    }
    for (const button of canvas.getAllByRole('button')) {
      await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    }
    await expect(canvas.getByRole('button', { name: t('merchantProfileForm.removeSubAccount', { number: 3 }) })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Read-only on a phone: labels above values, long URLs wrapped within the screen. */
export const ViewPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { mode: 'view', loaded: withSubAccounts(apiMerchant(), 3) },
  play: async ({ canvasElement }) => {
    const url = within(canvasElement).getByText('https://shop3.example/callbacks/register');
    await expect(url.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
