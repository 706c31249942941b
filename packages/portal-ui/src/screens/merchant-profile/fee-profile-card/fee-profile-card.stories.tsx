import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { textsOf, type StoryTexts } from '../../../test-support/story-texts';
import type { MerchantProfileLoaded } from '../merchant-profile-values';
import { MerchantFormHarness } from '../test-kit/form-harness';
import { apiMerchant, redirectMerchant } from '../test-kit/merchant-fixtures';
import { FeeProfileCard, type FeeProfileCardProps } from './fee-profile-card';
import { fullWaiver, partialWaiverByAmount, waiverTillCancelled } from './test-kit/fee-fixtures';

/** The card and the load response its form starts from. */
type FeeStoryArgs = FeeProfileCardProps & { loaded: MerchantProfileLoaded; bankTerms?: boolean };

const meta = {
  title: 'Screens/MerchantProfile/FeeProfileCard',
  // Seen by staff with BANK_MERCHANT_ADMIN unless `bankTerms` is false (the merchant's own user).
  args: { mode: 'update', loaded: apiMerchant(), bankTerms: true },
  argTypes: { mode: { control: 'inline-radio', options: ['view', 'update'] }, loaded: { control: false } },
  // The harness's submit button stands in for the screen's Update: it validates the whole form.
  render: ({ mode, loaded, bankTerms }, { globals }) => (
    <MerchantFormHarness loaded={loaded} bankTerms={bankTerms} submitLabel={textsOf(globals.locale)('label.confirm')}>
      <FeeProfileCard mode={mode} />
    </MerchantFormHarness>
  ),
} satisfies Meta<FeeStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement, t: StoryTexts, key: Parameters<StoryTexts>[0]) =>
  within(canvasElement).getByRole('textbox', { name: t(key) });
const radio = (canvasElement: HTMLElement, t: StoryTexts, group: Parameters<StoryTexts>[0], key: Parameters<StoryTexts>[0]) =>
  within(within(canvasElement).getByRole('group', { name: t(group) })).getByRole('radio', { name: t(key) });
/** The value shown beside a label of a detail list. */
const shown = (canvasElement: HTMLElement, label: string) => within(canvasElement).getByText(label, { selector: 'dt' }).nextElementSibling;

/** View: the API merchant's fee, inter-branch fee and partial waiver by percentage, read-only. */
export const View: Story = {
  args: { mode: 'view' },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: t('merchantProfileForm.feeProfile') })).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(shown(canvasElement, t('merchantProfileForm.chargeFrequency'))).toHaveTextContent(t('merchantProfileForm.frequencyT'));
    await expect(shown(canvasElement, t('merchantProfileForm.currencyCode'))).toHaveTextContent('THB');
    await expect(shown(canvasElement, t('merchantProfileForm.maxCharge'))).toHaveTextContent('25.00');
    await expect(shown(canvasElement, t('merchantProfileForm.waiveFrom'))).toHaveTextContent('01/01/2024');
    await expect(shown(canvasElement, t('merchantProfileForm.waiveType'))).toHaveTextContent(t('merchantProfileForm.waiveTypeP'));
    await expect(shown(canvasElement, t('merchantProfileForm.waivePercentage'))).toHaveTextContent('50');
    await expect(canvas.queryByText(t('merchantProfileForm.waiveAmt'))).toBeNull();
  },
};

/** View of a merchant without a waiver: only "Waive fee: No" in the waiver group. */
export const ViewWithoutWaiver: Story = {
  args: { mode: 'view', loaded: redirectMerchant() },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    await expect(shown(canvasElement, t('merchantProfileForm.isWaived'))).toHaveTextContent(t('merchantProfileForm.no'));
    await expect(within(canvasElement).queryByText(t('merchantProfileForm.waiveFrom'))).toBeNull();
    await expect(within(canvasElement).queryByText(t('merchantProfileForm.waiveType'))).toBeNull();
  },
};

/** Update: the fee the bank set is read-only text; the rest are fields. */
export const Update: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    await expect(field(canvasElement, t, 'merchantProfileForm.chargeFrequency')).toHaveValue(t('merchantProfileForm.frequencyT'));
    await expect(field(canvasElement, t, 'merchantProfileForm.chargeFrequency')).toHaveAttribute('readonly');
    await expect(field(canvasElement, t, 'merchantProfileForm.currencyCode')).toHaveValue('THB');
    await expect(field(canvasElement, t, 'merchantProfileForm.minCharge')).toHaveValue('5.00');
    await expect(field(canvasElement, t, 'merchantProfileForm.debitAdvRcvMail')).toBeEnabled();
  },
};

/** Update on a phone: the fields stack in one column. */
export const UpdateOnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const min = field(canvasElement, t, 'merchantProfileForm.minCharge').getBoundingClientRect();
    const max = field(canvasElement, t, 'merchantProfileForm.maxCharge').getBoundingClientRect();
    await expect(max.top).toBeGreaterThan(min.bottom);
  },
};

/** Waiver off: its fields are disabled until "Waive fee" is ticked. */
export const WaiverOff: Story = {
  args: { loaded: redirectMerchant() },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const canvas = within(canvasElement);
    await expect(field(canvasElement, t, 'merchantProfileForm.waiveFrom')).toBeDisabled();
    await expect(radio(canvasElement, t, 'merchantProfileForm.waiveType', 'merchantProfileForm.waiveTypeF')).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: t('merchantProfileForm.isWaived') }));
    await waitFor(() => expect(field(canvasElement, t, 'merchantProfileForm.waiveFrom')).toBeEnabled());
    await expect(field(canvasElement, t, 'merchantProfileForm.waiveTo')).toBeEnabled();
    await expect(radio(canvasElement, t, 'merchantProfileForm.waiveType', 'merchantProfileForm.waiveTypeF')).toBeEnabled();
    await expect(radio(canvasElement, t, 'merchantProfileForm.waiveBy', 'merchantProfileForm.waiveByA')).toBeDisabled();
  },
};

/** A full waiver: waive by, amount and percentage are disabled. */
export const WaiverFull: Story = {
  args: { loaded: fullWaiver() },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    await expect(radio(canvasElement, t, 'merchantProfileForm.waiveType', 'merchantProfileForm.waiveTypeF')).toBeChecked();
    await expect(radio(canvasElement, t, 'merchantProfileForm.waiveBy', 'merchantProfileForm.waiveByP')).toBeDisabled();
    await expect(field(canvasElement, t, 'merchantProfileForm.waiveAmt')).toBeDisabled();
    await expect(field(canvasElement, t, 'merchantProfileForm.waivePercentage')).toBeDisabled();
    await expect(field(canvasElement, t, 'merchantProfileForm.waiveTo')).toHaveValue('31/03/2024');
  },
};

/** A partial waiver by amount: the amount is enabled, the percentage is not. */
export const WaiverPartialByAmount: Story = {
  args: { loaded: partialWaiverByAmount() },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    await expect(radio(canvasElement, t, 'merchantProfileForm.waiveBy', 'merchantProfileForm.waiveByA')).toBeChecked();
    await expect(field(canvasElement, t, 'merchantProfileForm.waiveAmt')).toBeEnabled();
    await expect(field(canvasElement, t, 'merchantProfileForm.waiveAmt')).toHaveValue('15.50');
    await expect(field(canvasElement, t, 'merchantProfileForm.waivePercentage')).toBeDisabled();
  },
};

/** A partial waiver by percentage; choosing Amount moves the enabled field. */
export const WaiverPartialByPercentage: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    await expect(field(canvasElement, t, 'merchantProfileForm.waivePercentage')).toBeEnabled();
    await expect(field(canvasElement, t, 'merchantProfileForm.waiveAmt')).toBeDisabled();
    await userEvent.click(radio(canvasElement, t, 'merchantProfileForm.waiveBy', 'merchantProfileForm.waiveByA'));
    await waitFor(() => expect(field(canvasElement, t, 'merchantProfileForm.waiveAmt')).toBeEnabled());
    await expect(field(canvasElement, t, 'merchantProfileForm.waivePercentage')).toBeDisabled();
    await expect(field(canvasElement, t, 'merchantProfileForm.waivePercentage')).toHaveValue('50');
  },
};

/** Valid till cancelled: Waive To is disabled. */
export const WaiverValidTillCancelled: Story = {
  args: { loaded: waiverTillCancelled() },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    await expect(within(canvasElement).getByRole('checkbox', { name: t('merchantProfileForm.isValidTillCancel') })).toBeChecked();
    await expect(field(canvasElement, t, 'merchantProfileForm.waiveTo')).toBeDisabled();
    await expect(field(canvasElement, t, 'merchantProfileForm.waiveFrom')).toBeEnabled();
  },
};

/** Minimum 30 and maximum 20: the message under Maximum Fee when it is left, and again on submit. */
export const MinMaxError: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const min = field(canvasElement, t, 'merchantProfileForm.minCharge');
    const max = field(canvasElement, t, 'merchantProfileForm.maxCharge');
    await userEvent.clear(min);
    await userEvent.type(min, '30');
    await userEvent.clear(max);
    await userEvent.type(max, '2x0');
    await expect(max).toHaveValue('20');
    await userEvent.tab();
    await waitFor(() => expect(max).toHaveAccessibleDescription(t('merchantProfile.feeMinMax')));
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('label.confirm') }));
    await waitFor(() => expect(max).toHaveFocus());
    await expect(max).toHaveAccessibleDescription(t('merchantProfile.feeMinMax'));
  },
};

/** Waive To before Waive From: the message under Waive To once it is left. */
export const WaiveDateOrderError: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const to = field(canvasElement, t, 'merchantProfileForm.waiveTo');
    await userEvent.clear(to);
    await userEvent.type(to, '15/12/2023{Enter}');
    await waitFor(() => expect(to).toHaveValue('15/12/2023'));
    // Past the calendar button, which belongs to the picker.
    await userEvent.tab();
    await userEvent.tab();
    await waitFor(() => expect(to).toHaveAccessibleDescription(t('merchantProfile.waiveDateOrder')));
  },
};

/**
 * Update seen by the merchant's own user: the fees, inter fees and waiver read as on the view
 * page, under the note that the bank sets them; no text box, switch or choice to change them.
 */
export const UpdateReadOnlyForMerchantUser: Story = {
  args: { bankTerms: false },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const canvas = within(canvasElement);
    const valueOf = (key: Parameters<typeof t>[0]) => canvas.getByText(t(key), { selector: 'dt' }).nextElementSibling;
    await expect(canvas.getByText(t('merchantProfileForm.bankTermsReadOnly'))).toBeVisible();
    await expect(canvas.queryAllByRole('textbox')).toHaveLength(0);
    await expect(canvas.queryAllByRole('checkbox')).toHaveLength(0);
    await expect(canvas.queryAllByRole('radio')).toHaveLength(0);
    await expect(valueOf('merchantProfileForm.maxCharge')).toHaveTextContent('25.00');
    await expect(valueOf('merchantProfileForm.waiveType')).toHaveTextContent(t('merchantProfileForm.waiveTypeP'));
    await expect(valueOf('merchantProfileForm.waiveFrom')).toHaveTextContent('01/01/2024');
  },
};
