import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { chooseAction } from '../../../test-support/menu-actions';
import { textsOf } from '../../../test-support/story-texts';
import { BANK_ADMIN_MERCHANT, BANK_ADMIN_USER } from '../test-kit/bank-terms-users';
import { apiMerchant } from '../test-kit/merchant-fixtures';
import type { MerchantProfileScreen } from './merchant-profile-screen';
import { actionEntries, closeModal, editTradingName, field, OUTCOME_WAIT, profileServer, screenMeta, updateButton, updateForm, viewHeading } from './merchant-profile-story-support';

const api = profileServer(apiMerchant);
const loadedFee = () => apiMerchant().feeProfileResponse.feeProfileResponse;

/**
 * What only the bank sets (fee profile, waiver, inter fees, Activate and Inactivate): read-only
 * for the merchant's own user, editable for staff with BANK_MERCHANT_ADMIN.
 */
const meta = {
  ...screenMeta,
  title: 'Screens/MerchantProfile/MerchantProfileScreen/BankTerms',
  args: { action: 'update' },
  parameters: { msw: { handlers: api.handlers } },
  beforeEach: (context) => {
    screenMeta.beforeEach(context);
    api.reset();
  },
} satisfies Meta<typeof MerchantProfileScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The merchant's own user: fees and waiver read as on the view page, under the note; its save
 * sends the loaded fee back unchanged.
 */
export const MerchantUserFeesReadOnly: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const canvas = within(canvasElement);
    await updateForm(canvasElement, t);
    const valueOf = (key: Parameters<typeof t>[0]) => canvas.getByText(t(key), { selector: 'dt' }).nextElementSibling;
    await expect(canvas.getByText(t('merchantProfileForm.bankTermsReadOnly'))).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: t('merchantProfileForm.minCharge') })).not.toBeInTheDocument();
    await expect(valueOf('merchantProfileForm.isWaived')).toHaveTextContent(t('merchantProfileForm.yes'));
    await expect(canvas.queryByRole('checkbox', { name: t('merchantProfileForm.isWaived') })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('radio', { name: t('merchantProfileForm.waiveTypeP') })).not.toBeInTheDocument();
    await editTradingName(canvasElement, t);
    await userEvent.click(updateButton(canvasElement, t));
    const modal = await screen.findByRole('alertdialog', { name: t('merchantProfile.updateSuccessTitle') }, OUTCOME_WAIT);
    await expect(api.puts).toHaveLength(1);
    await expect(api.puts[0]).toMatchObject({ isAction: 'UPDATE', feeProfile: loadedFee() });
    await closeModal(modal);
  },
};

/** The merchant's own user's view: Edit only, and no Action menu. */
export const MerchantUserNoStatusActions: Story = {
  args: { action: 'view' },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    await viewHeading(canvasElement, t, 'Chao Phraya Insurance PCL');
    await expect(await within(canvasElement).findByRole('button', { name: t('label.edit') })).toBeEnabled();
    await expect(within(canvasElement).queryByRole('button', { name: t('label.action') })).not.toBeInTheDocument();
  },
};

/** Staff with BANK_MERCHANT_ADMIN: the fees are fields, and a changed minimum fee is sent. */
export const StaffEditsFees: Story = {
  parameters: { user: BANK_ADMIN_USER, merchant: BANK_ADMIN_MERCHANT },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const canvas = within(canvasElement);
    await updateForm(canvasElement, t);
    await expect(canvas.getByRole('checkbox', { name: t('merchantProfileForm.isWaived') })).toBeEnabled();
    const minimum = field(canvasElement, t, 'merchantProfileForm.minCharge');
    await expect(minimum).not.toHaveAttribute('readonly');
    await userEvent.clear(minimum);
    await userEvent.type(minimum, '7.50');
    await userEvent.click(updateButton(canvasElement, t));
    const modal = await screen.findByRole('alertdialog', { name: t('merchantProfile.updateSuccessTitle') }, OUTCOME_WAIT);
    await expect(api.puts[0]?.isAction === 'UPDATE' ? api.puts[0].feeProfile : undefined).toMatchObject({ minCharge: '7.50' });
    await closeModal(modal);
  },
};

/** Staff with BANK_MERCHANT_ADMIN: Edit beside the Action menu, which offers, by status, Inactivate. */
export const StaffStatusActions: Story = {
  args: { action: 'view' },
  parameters: { user: BANK_ADMIN_USER, merchant: BANK_ADMIN_MERCHANT },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    await viewHeading(canvasElement, t, 'Chao Phraya Insurance PCL');
    await expect(within(canvasElement).getByRole('button', { name: t('label.edit') })).toBeEnabled();
    await expect(await actionEntries(canvasElement, t)).toEqual([t('merchantProfileForm.inactivate')]);
  },
};

/** Staff who set the bank's terms: Inactivate asks first; confirming sends INACTIVATE once, says so, and the badge turns Inactive. */
export const InactivateConfirm: Story = {
  args: { action: 'view' },
  parameters: { user: BANK_ADMIN_USER, merchant: BANK_ADMIN_MERCHANT },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    await viewHeading(canvasElement, t, 'Chao Phraya Insurance PCL');
    await chooseAction(canvasElement, t, t('merchantProfileForm.inactivate'));
    const confirm = await screen.findByRole('alertdialog', { name: t('merchantProfileForm.inactivateConfirmTitle') });
    await expect(confirm).toHaveAccessibleDescription(t('merchantProfileForm.inactivateConfirmBody'));
    await expect(api.puts).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: t('merchantProfileForm.inactivate') }));
    const modal = await screen.findByRole('alertdialog', { name: t('merchantProfile.updateSuccessTitle') }, OUTCOME_WAIT);
    await expect(api.puts).toEqual([{ isAction: 'INACTIVATE', merchantId: '1000000001' }]);
    await closeModal(modal);
    await expect(await within(canvasElement).findByText(t('merchantProfileForm.inactive'))).toBeVisible();
    await expect(await actionEntries(canvasElement, t)).toEqual([t('merchantProfileForm.activate')]);
    await expect(api.puts).toHaveLength(1);
  },
};
