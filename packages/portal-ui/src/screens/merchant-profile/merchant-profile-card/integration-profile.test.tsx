import { MERCHANT_INFO_MESSAGES as M } from '@lego-portal/rules';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { detailValue } from '../../../test-support/detail-values';
import type { MerchantProfileFormValues, MerchantProfileLoaded } from '../merchant-profile-values';
import { MerchantFormHarness } from '../test-kit/form-harness';
import { apiMerchant, redirectMerchant } from '../test-kit/merchant-fixtures';
import { IntegrationProfile } from './integration-profile';

function setup(loaded: MerchantProfileLoaded = apiMerchant(), mode: 'view' | 'update' = 'update') {
  const user = userEvent.setup();
  const onValid = vi.fn<(values: MerchantProfileFormValues) => void>();
  const info = loaded.merchantProfileResponse.merchantProfileResource.merchantInfo;
  render(
    <MerchantFormHarness loaded={loaded} onValid={onValid}>
      <IntegrationProfile mode={mode} merchantId={info.merchantId} merchantCode={info.merchantCode ?? ''} currencies={['THB', 'FCD']} />
    </MerchantFormHarness>,
  );
  return { user, onValid, submit: () => user.click(screen.getByRole('button', { name: 'Submit' })) };
}

const PAYMENT_OPTIONS = ['EasyNet', 'EasyApp', 'BusinessNet', 'Business Anywhere', 'Corporate Portal', 'e-Payment'];
const submitted = (onValid: ReturnType<typeof setup>['onValid']) => onValid.mock.lastCall![0];

/** Whether each statement option is disabled, in the list's order. */
async function statementOptionsDisabled(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('combobox', { name: 'Statement Display' }));
  const list = await screen.findByRole('listbox');
  return Object.fromEntries(within(list).getAllByRole('option').map((option) => [option.textContent, option.getAttribute('aria-disabled') === 'true']));
}

describe('IntegrationProfile (view)', () => {
  it('reads an API merchant: ID, code, type, registration options, statement and switches', () => {
    setup(apiMerchant(), 'view');
    const scope = within(document.body);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(detailValue(scope, 'Merchant ID')).toHaveTextContent('1000000001');
    expect(detailValue(scope, 'Merchant Code')).toHaveTextContent('CPINS');
    expect(detailValue(scope, 'Integration Type')).toHaveTextContent('API');
    expect(detailValue(scope, 'Authentication Option')).toHaveTextContent('All (EASY and ATM)');
    expect(detailValue(scope, 'Account Currency')).toHaveTextContent('THB');
    expect(detailValue(scope, 'Statement Display')).toHaveTextContent('Detail');
    expect(detailValue(scope, 'Check Customer Reference')).toHaveTextContent('Yes');
    expect(screen.queryByText('Redirect Payment Options')).not.toBeInTheDocument();
  });

  it('reads a REDIRECT merchant: its ticked payment options instead', () => {
    setup(redirectMerchant(), 'view');
    const scope = within(document.body);
    expect(detailValue(scope, 'Redirect Payment Options')).toHaveTextContent('EasyNet, EasyApp, e-Payment');
    expect(detailValue(scope, 'Encrypt Response')).toHaveTextContent('No');
    expect(screen.queryByText('Authentication Option')).not.toBeInTheDocument();
  });
});

describe('IntegrationProfile (update, API)', () => {
  it('edits authentication, currency and the switches; the type stays the bank’s', async () => {
    const { user, onValid, submit } = setup();
    expect(screen.getByText('API (The integration type is set by the bank.)')).toBeInTheDocument();
    for (const name of PAYMENT_OPTIONS) expect(screen.queryByRole('checkbox', { name })).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Authentication Option' }));
    await user.click(await screen.findByRole('option', { name: 'EASY' }));
    await user.click(screen.getByRole('combobox', { name: 'Account Currency' }));
    await user.click(await screen.findByRole('option', { name: 'FCD' }));
    await user.click(screen.getByRole('checkbox', { name: 'Allow Scheduled Payment' }));
    await submit();
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(submitted(onValid).merchantInfo.merchantIntegrationType).toBe('API');
    expect(submitted(onValid).merchantDDProfile).toMatchObject({ authenOpt: 'EASY', accountCurrOpt: 'FCD', isAllowSchedulePmt: 'N', isEncryptResp: 'Y' });
  });

  it('offers every statement option', async () => {
    const { user } = setup();
    expect(await statementOptionsDisabled(user)).toEqual({ Detail: false, Summary: false, 'Summary by detail': false, 'Multi-account by detail': false });
  });
});

describe('IntegrationProfile (update, REDIRECT)', () => {
  it('shows the payment options by customer group as stored, and no registration options', () => {
    setup(redirectMerchant());
    const retail = within(screen.getByRole('group', { name: 'Retail Customer' }));
    expect(retail.getByRole('checkbox', { name: 'EasyNet' })).toBeChecked();
    expect(retail.getByRole('checkbox', { name: 'EasyApp' })).toBeChecked();
    const corporate = within(screen.getByRole('group', { name: 'Corporate Customer' }));
    expect(corporate.getAllByRole('checkbox').map((box) => (box as HTMLInputElement).checked)).toEqual([false, false, false]);
    expect(within(screen.getByRole('group', { name: 'Payment Gateway' })).getByRole('checkbox', { name: 'e-Payment' })).toBeChecked();
    expect(screen.queryByRole('combobox', { name: 'Authentication Option' })).not.toBeInTheDocument();
  });

  it('disables the summary statement options and says why', async () => {
    const { user } = setup(redirectMerchant());
    expect(screen.getByText('Summary options are not available for REDIRECT integration.')).toBeInTheDocument();
    expect(await statementOptionsDisabled(user)).toEqual({ Detail: false, Summary: true, 'Summary by detail': true, 'Multi-account by detail': false });
  });

  it('needs at least one payment option: the message on the group until one is ticked', async () => {
    const { user, onValid, submit } = setup(redirectMerchant());
    for (const name of ['EasyNet', 'EasyApp', 'e-Payment']) await user.click(screen.getByRole('checkbox', { name }));
    await submit();
    const group = screen.getByRole('group', { name: 'Redirect Payment Options' });
    await waitFor(() => expect(group).toHaveAccessibleDescription(M.paymentOptionRequired));
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(onValid).not.toHaveBeenCalled();
    await user.click(screen.getByRole('checkbox', { name: 'Business Anywhere' }));
    await waitFor(() => expect(screen.queryByText(M.paymentOptionRequired)).not.toBeInTheDocument());
    expect(group).not.toHaveAttribute('aria-invalid');
    await submit();
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(submitted(onValid).redirectPaymentOption).toEqual({
      retailCustomer: { easyNet: 'N', easyApp: 'N' },
      corporateCustomer: { businessNet: 'N', businessAnywhere: 'Y', corporatePortal: 'N' },
      paymentGateway: { ePayment: 'N' },
    });
  });

  it('refuses a stored summary statement until another is chosen', async () => {
    const loaded = redirectMerchant();
    loaded.merchantProfileResponse.merchantProfileResource.merchantDDProfile.stmtDisplayOpt = 'sumByDet';
    const { user, onValid, submit } = setup(loaded);
    await submit();
    await waitFor(() => expect(screen.getByText(M.statementOptionNotForRedirect)).toBeInTheDocument());
    expect(screen.getByRole('combobox', { name: 'Statement Display' })).toHaveAttribute('aria-invalid', 'true');
    expect(onValid).not.toHaveBeenCalled();
    await user.click(screen.getByRole('combobox', { name: 'Statement Display' }));
    await user.click(await screen.findByRole('option', { name: 'Multi-account by detail' }));
    await waitFor(() => expect(screen.queryByText(M.statementOptionNotForRedirect)).not.toBeInTheDocument());
    await submit();
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(submitted(onValid).merchantDDProfile.stmtDisplayOpt).toBe('mAcctByDet');
  });
});
