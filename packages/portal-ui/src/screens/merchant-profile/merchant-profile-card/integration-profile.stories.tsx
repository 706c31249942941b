import { REDIRECT_PAYMENT_OPTION_NAMES as OPTION } from '@lego-portal/rules';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { detailValue } from '../../../test-support/detail-values';
import { textsOf, type StoryTexts } from '../../../test-support/story-texts';
import type { MerchantProfileFormValues, MerchantProfileLoaded } from '../merchant-profile-values';
import { MerchantFormHarness } from '../test-kit/form-harness';
import { apiMerchant, redirectMerchant } from '../test-kit/merchant-fixtures';
import { IntegrationProfile } from './integration-profile';

/** The part inside the merchant profile form, with the props the card gives it. */
function InForm({ mode, loaded, onValid }: { mode: 'view' | 'update'; loaded: MerchantProfileLoaded; onValid: (values: MerchantProfileFormValues) => void }) {
  const info = loaded.merchantProfileResponse.merchantProfileResource.merchantInfo;
  return (
    <MerchantFormHarness loaded={loaded} onValid={onValid}>
      <IntegrationProfile
        mode={mode}
        merchantId={info.merchantId}
        merchantCode={info.merchantCode ?? ''}
        currencies={loaded.accountCurrencyList?.accountCurrencies ?? []}
      />
    </MerchantFormHarness>
  );
}

/** The REDIRECT merchant as stored before the statement rule: a summary statement. */
function redirectWithSummary(): MerchantProfileLoaded {
  const loaded = redirectMerchant();
  loaded.merchantProfileResponse.merchantProfileResource.merchantDDProfile.stmtDisplayOpt = 'summary';
  return loaded;
}

const meta = {
  title: 'Screens/MerchantProfile/IntegrationProfile',
  component: InForm,
  args: { mode: 'update', loaded: apiMerchant(), onValid: fn() },
} satisfies Meta<typeof InForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const submit = (canvasElement: HTMLElement) => userEvent.click(within(canvasElement).getByRole('button', { name: 'Submit' }));
const statement = (canvasElement: HTMLElement, t: StoryTexts) => within(canvasElement).getByRole('combobox', { name: t('merchantProfileForm.stmtDisplayOpt') });

/** Opens the statement list and returns whether each option (by its text key) is disabled, then closes it. */
async function statementOptions(canvasElement: HTMLElement, t: StoryTexts) {
  await userEvent.click(statement(canvasElement, t));
  const list = await screen.findByRole('listbox');
  const keys = ['stmtDetail', 'stmtSummary', 'stmtSumByDet', 'stmtMAcctByDet'] as const;
  const disabled = keys.map((key) => within(list).getByRole('option', { name: t(`merchantProfileForm.${key}`) }).getAttribute('aria-disabled') === 'true');
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  return disabled;
}

/** API, read-only: the registration options, the statement and the switches as text. */
export const ViewApi: Story = {
  args: { mode: 'view' },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('combobox')).not.toBeInTheDocument();
    await expect(detailValue(canvas, t('merchantProfileForm.merchantIntegrationType'))).toHaveTextContent('API');
    await expect(detailValue(canvas, t('merchantProfileForm.authenOpt'))).toHaveTextContent(t('merchantProfileForm.authenALL'));
    await expect(detailValue(canvas, t('merchantProfileForm.accountCurrOpt'))).toHaveTextContent('THB');
    await expect(detailValue(canvas, t('merchantProfileForm.stmtDisplayOpt'))).toHaveTextContent(t('merchantProfileForm.stmtDetail'));
    await expect(detailValue(canvas, t('merchantProfileForm.isEncryptResp'))).toHaveTextContent(t('merchantProfileForm.yes'));
    await expect(canvas.queryByText(t('merchantProfileForm.redirectPaymentOptions'))).not.toBeInTheDocument();
  },
};

/** REDIRECT, read-only: the ticked payment options instead of the registration options. */
export const ViewRedirect: Story = {
  args: { mode: 'view', loaded: redirectMerchant() },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const canvas = within(canvasElement);
    await expect(detailValue(canvas, t('merchantProfileForm.redirectPaymentOptions'))).toHaveTextContent(`${OPTION.easyNet}, ${OPTION.easyApp}, ${OPTION.ePayment}`);
    await expect(detailValue(canvas, t('merchantProfileForm.isEncryptResp'))).toHaveTextContent(t('merchantProfileForm.no'));
    await expect(canvas.queryByText(t('merchantProfileForm.authenOpt'))).not.toBeInTheDocument();
  },
};

/** API, editable: authentication and currency, every statement option, no payment options. */
export const UpdateApi: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const t = textsOf(globals.locale);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(`API (${t('merchantProfileForm.integrationTypeHint')})`)).toBeVisible();
    await expect(canvas.queryByRole('checkbox', { name: OPTION.easyNet })).not.toBeInTheDocument();
    await expect(await statementOptions(canvasElement, t)).toEqual([false, false, false, false]);
    await userEvent.click(canvas.getByRole('combobox', { name: t('merchantProfileForm.accountCurrOpt') }));
    await userEvent.click(await screen.findByRole('option', { name: 'FCD' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: t('merchantProfileForm.isEncryptResp') }));
    await submit(canvasElement);
    await waitFor(() => expect(args.onValid).toHaveBeenCalledTimes(1));
    await expect(args.onValid).toHaveBeenLastCalledWith(
      expect.objectContaining({ merchantDDProfile: expect.objectContaining({ accountCurrOpt: 'FCD', isEncryptResp: 'N', authenOpt: 'ALL' }) }),
    );
  },
};

/** REDIRECT, editable: the payment options by customer group; summary statements disabled, with why. */
export const UpdateRedirect: Story = {
  args: { loaded: redirectMerchant() },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const canvas = within(canvasElement);
    const retail = within(canvas.getByRole('group', { name: t('merchantProfileForm.retailCustomer') }));
    await expect(retail.getByRole('checkbox', { name: OPTION.easyNet })).toBeChecked();
    const corporate = within(canvas.getByRole('group', { name: t('merchantProfileForm.corporateCustomer') }));
    await expect(corporate.getByRole('checkbox', { name: OPTION.businessNet })).not.toBeChecked();
    await expect(canvas.queryByRole('combobox', { name: t('merchantProfileForm.authenOpt') })).not.toBeInTheDocument();
    await expect(canvas.getByText(t('merchantProfileForm.stmtRedirectHint'))).toBeVisible();
    await expect(await statementOptions(canvasElement, t)).toEqual([false, true, true, false]);
  },
};

/** No payment option ticked: 'at least one' on the group, nothing submitted; one tick clears it. */
export const NoPaymentOption: Story = {
  args: { loaded: redirectMerchant() },
  play: async ({ canvasElement, globals, args }) => {
    const t = textsOf(globals.locale);
    const canvas = within(canvasElement);
    for (const name of [OPTION.easyNet, OPTION.easyApp, OPTION.ePayment]) await userEvent.click(canvas.getByRole('checkbox', { name }));
    await submit(canvasElement);
    const options = canvas.getByRole('group', { name: t('merchantProfileForm.redirectPaymentOptions') });
    await waitFor(() => expect(options).toHaveAccessibleDescription(t('merchantProfile.paymentOptionRequired')));
    await expect(options).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onValid).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('checkbox', { name: OPTION.corporatePortal }));
    await waitFor(() => expect(canvas.queryByText(t('merchantProfile.paymentOptionRequired'))).not.toBeInTheDocument());
    await submit(canvasElement);
    await waitFor(() => expect(args.onValid).toHaveBeenCalledTimes(1));
  },
};

/** A summary statement stored for a REDIRECT merchant is refused until another is chosen. */
export const SummaryStatementRefused: Story = {
  args: { loaded: redirectWithSummary() },
  play: async ({ canvasElement, globals, args }) => {
    const t = textsOf(globals.locale);
    await submit(canvasElement);
    await waitFor(() => expect(within(canvasElement).getByText(t('merchantProfile.statementOptionNotForRedirect'))).toBeVisible());
    await expect(statement(canvasElement, t)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onValid).not.toHaveBeenCalled();
    await userEvent.click(statement(canvasElement, t));
    await userEvent.click(await screen.findByRole('option', { name: t('merchantProfileForm.stmtDetail') }));
    await waitFor(() => expect(within(canvasElement).queryByText(t('merchantProfile.statementOptionNotForRedirect'))).not.toBeInTheDocument());
    await submit(canvasElement);
    await waitFor(() => expect(args.onValid).toHaveBeenCalledTimes(1));
  },
};
