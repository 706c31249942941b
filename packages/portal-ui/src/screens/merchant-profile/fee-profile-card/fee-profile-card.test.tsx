import { FEE_MESSAGES } from '@lego-portal/rules';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler } from 'react';
import { useFormContext } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import type { MerchantProfileFormValues, MerchantProfileLoaded } from '../merchant-profile-values';
import { MerchantFormHarness } from '../test-kit/form-harness';
import { apiMerchant, redirectMerchant } from '../test-kit/merchant-fixtures';
import { FeeProfileCard } from './fee-profile-card';
import { fullWaiver, waiverTillCancelled, withFee } from './test-kit/fee-fixtures';

function renderCard(loaded: MerchantProfileLoaded = apiMerchant(), mode: 'view' | 'update' = 'update') {
  const onValid = vi.fn<(values: MerchantProfileFormValues) => void>();
  render(
    <MerchantFormHarness loaded={loaded} onValid={onValid}>
      <FeeProfileCard mode={mode} />
    </MerchantFormHarness>,
  );
  return { user: userEvent.setup(), onValid };
}

const textbox = (name: string) => screen.getByRole('textbox', { name });
const waiver = () => within(screen.getByRole('group', { name: 'Fee Waiver' }));
const radio = (group: string, name: string) => within(screen.getByRole('group', { name: group })).getByRole('radio', { name });
const submit = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Submit' }));

describe('FeeProfileCard (update)', () => {
  it('shows the fee the bank set as read-only text and the rest as fields', () => {
    renderCard();
    expect(screen.getByRole('heading', { level: 2, name: 'Fee Profile' })).toBeInTheDocument();
    for (const name of ['Fee Charges', 'Inter-branch and Inter-region Fees', 'Fee Waiver']) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
    expect(textbox('Charge Frequency')).toHaveValue('Per transaction');
    expect(textbox('Charge Frequency')).toHaveAttribute('readonly');
    expect(textbox('Charge To')).toHaveAttribute('readonly');
    expect(textbox('Currency')).toHaveValue('THB');
    expect(textbox('Minimum Fee')).toHaveValue('5.00');
    expect(textbox('Debit Advice Email')).toBeEnabled();
  });

  it('enables the waiver fields with the waiver switch', async () => {
    const { user } = renderCard(redirectMerchant());
    const fields = () => [textbox('Waive From'), textbox('Waive To'), radio('Waive Type', 'Full'), radio('Waive Type', 'Partial')];
    for (const field of fields()) expect(field).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Valid till cancelled' })).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: 'Waive fee' }));
    await waitFor(() => {
      for (const field of fields()) expect(field).toBeEnabled();
    });
    expect(screen.getByRole('checkbox', { name: 'Valid till cancelled' })).toBeEnabled();
    // Waive by, amount and percentage wait for a partial waiver.
    expect(radio('Waive By', 'Amount')).toBeDisabled();
    expect(textbox('Waive Amount')).toBeDisabled();
  });

  it('disables the waiver fields when the waiver is switched off, keeping their values', async () => {
    const { user, onValid } = renderCard();
    expect(textbox('Waive Percentage')).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: 'Waive fee' }));
    await waitFor(() => expect(textbox('Waive From')).toBeDisabled());
    for (const name of ['Waive To', 'Waive Amount', 'Waive Percentage']) expect(textbox(name)).toBeDisabled();
    expect(radio('Waive Type', 'Partial')).toBeDisabled();
    expect(radio('Waive Type', 'Partial')).toBeChecked();
    expect(textbox('Waive From')).toHaveValue('01/01/2024');
    expect(textbox('Waive Percentage')).toHaveValue('50');

    await submit(user);
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]![0].feeProfile).toMatchObject({ isWaived: 'N', waiveFrom: '20240101', waiveType: 'P', waivePercentage: '50' });
  });

  it('disables Waive To while the waiver is valid till cancelled', async () => {
    const { user } = renderCard();
    expect(textbox('Waive To')).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: 'Valid till cancelled' }));
    await waitFor(() => expect(textbox('Waive To')).toBeDisabled());
    expect(textbox('Waive To')).toHaveValue('31/12/2024');
    expect(textbox('Waive From')).toBeEnabled();
  });

  it('disables waive by, amount and percentage for a full waiver; partial by amount enables the amount only', async () => {
    const { user } = renderCard(fullWaiver());
    expect(radio('Waive Type', 'Full')).toBeChecked();
    for (const name of ['Percentage', 'Amount']) expect(radio('Waive By', name)).toBeDisabled();
    expect(textbox('Waive Amount')).toBeDisabled();
    expect(textbox('Waive Percentage')).toBeDisabled();

    await user.click(radio('Waive Type', 'Partial'));
    await waitFor(() => expect(radio('Waive By', 'Amount')).toBeEnabled());
    expect(textbox('Waive Amount')).toBeDisabled();
    await user.click(radio('Waive By', 'Amount'));
    await waitFor(() => expect(textbox('Waive Amount')).toBeEnabled());
    expect(textbox('Waive Percentage')).toBeDisabled();
  });

  it('shows the min/max message under Maximum Fee when it is left and on submit, and checks it again when the minimum changes', async () => {
    const { user, onValid } = renderCard();
    await user.clear(textbox('Minimum Fee'));
    await user.type(textbox('Minimum Fee'), '30');
    await user.clear(textbox('Maximum Fee'));
    await user.type(textbox('Maximum Fee'), '20');
    expect(screen.queryByText(FEE_MESSAGES.feeMinMax)).not.toBeInTheDocument();
    await user.tab();
    await waitFor(() => expect(textbox('Maximum Fee')).toHaveAccessibleDescription(FEE_MESSAGES.feeMinMax));
    expect(textbox('Maximum Fee')).toHaveAttribute('aria-invalid', 'true');

    await submit(user);
    await waitFor(() => expect(textbox('Maximum Fee')).toHaveFocus());
    expect(textbox('Maximum Fee')).toHaveAccessibleDescription(FEE_MESSAGES.feeMinMax);

    await user.clear(textbox('Minimum Fee'));
    await user.type(textbox('Minimum Fee'), '10');
    await waitFor(() => expect(screen.queryByText(FEE_MESSAGES.feeMinMax)).not.toBeInTheDocument());
    expect(onValid).not.toHaveBeenCalled();
  });

  it('shows the min/max message on submit without the field being left', async () => {
    const { user, onValid } = renderCard(withFee({ minCharge: '30', maxCharge: '20' }));
    expect(screen.queryByText(FEE_MESSAGES.feeMinMax)).not.toBeInTheDocument();
    await submit(user);
    await waitFor(() => expect(textbox('Maximum Fee')).toHaveAccessibleDescription(FEE_MESSAGES.feeMinMax));
    expect(onValid).not.toHaveBeenCalled();
  });

  it('shows the waive date order message under Waive To, and checks Waive To again when Waive From changes', async () => {
    const { user } = renderCard();
    await user.clear(textbox('Waive To'));
    await user.type(textbox('Waive To'), '15/12/2023{Enter}');
    // Past the calendar button, which is part of the picker: then the field is left.
    await user.tab();
    expect(screen.queryByText(FEE_MESSAGES.waiveDateOrder)).not.toBeInTheDocument();
    await user.tab();
    await waitFor(() => expect(textbox('Waive To')).toHaveAccessibleDescription(FEE_MESSAGES.waiveDateOrder));
    expect(waiver().getAllByText(FEE_MESSAGES.waiveDateOrder)).toHaveLength(1);

    await user.clear(textbox('Waive From'));
    await user.type(textbox('Waive From'), '01/12/2023{Enter}');
    await waitFor(() => expect(screen.queryByText(FEE_MESSAGES.waiveDateOrder)).not.toBeInTheDocument());
  });

  it('shows the waive date order message on submit', async () => {
    const { user, onValid } = renderCard(withFee({ waiveFrom: '20240601', waiveTo: '20240501' }));
    await submit(user);
    await waitFor(() => expect(textbox('Waive To')).toHaveAccessibleDescription(FEE_MESSAGES.waiveDateOrder));
    expect(onValid).not.toHaveBeenCalled();
  });

  it('drops letters typed into an amount and asks for 2 decimals at most', async () => {
    const { user } = renderCard();
    await user.clear(textbox('Minimum Fee'));
    await user.type(textbox('Minimum Fee'), '1a2b.c3x');
    expect(textbox('Minimum Fee')).toHaveValue('12.3');
    expect(textbox('Minimum Fee')).toHaveAttribute('inputmode', 'decimal');

    await user.clear(textbox('Minimum Fee'));
    await user.type(textbox('Minimum Fee'), '1.234');
    await user.tab();
    await waitFor(() => expect(textbox('Minimum Fee')).toHaveAccessibleDescription(FEE_MESSAGES.amountFormat));

    await user.type(textbox('Fee Charge Account'), 'x');
    expect(textbox('Fee Charge Account')).toHaveValue('1234500001');
  });

  it('enables the inter-branch and inter-region fields with their switches', async () => {
    const { user } = renderCard();
    const region = within(screen.getByRole('group', { name: 'Inter-region Fee' }));
    const branch = within(screen.getByRole('group', { name: 'Inter-branch Fee' }));
    expect(branch.getByRole('textbox', { name: 'Flat Amount' })).toHaveValue('10.00');
    expect(branch.getByRole('textbox', { name: 'Flat Amount' })).toBeEnabled();
    expect(branch.getByRole('radio', { name: 'Flat amount' })).toBeChecked();
    for (const name of ['Flat Amount', 'Percentage', 'Cap Type', 'Cap Amount']) expect(region.getByRole('textbox', { name })).toBeDisabled();
    expect(region.getByRole('checkbox', { name: 'Cap the fee' })).toBeDisabled();

    await user.click(region.getByRole('checkbox', { name: 'Charge inter-region fee' }));
    await waitFor(() => expect(region.getByRole('textbox', { name: 'Cap Amount' })).toBeEnabled());
    await user.click(region.getByRole('radio', { name: 'Percentage' }));
    await user.type(region.getByRole('textbox', { name: 'Percentage' }), '2.5%');
    expect(region.getByRole('textbox', { name: 'Percentage' })).toHaveValue('2.5');
  });

  it('enables the debit advice email only while the mail is asked for', async () => {
    const { user } = renderCard();
    await user.click(screen.getByRole('checkbox', { name: 'Receive Debit Advice Mail' }));
    await waitFor(() => expect(textbox('Debit Advice Email')).toBeDisabled());
    expect(textbox('Debit Advice Email')).toHaveValue('payments@cpins.example');
  });
});

/** A field of another card of the profile (the merchant name), for the re-render check. */
function MerchantNameField() {
  const { register } = useFormContext<MerchantProfileFormValues>();
  return <input aria-label="Merchant name" {...register('merchantInfo.merchantName')} />;
}

describe('FeeProfileCard (subscriptions)', () => {
  it('does not render again while a field elsewhere in the profile is typed in', async () => {
    const onRender = vi.fn();
    render(
      <MerchantFormHarness>
        <MerchantNameField />
        <Profiler id="fee" onRender={onRender}>
          <FeeProfileCard mode="update" />
        </Profiler>
      </MerchantFormHarness>,
    );
    const user = userEvent.setup();
    const name = screen.getByRole('textbox', { name: 'Merchant name' });
    // Left once, so each keystroke validates the form as the screen does (mode onTouched).
    await user.click(name);
    await user.tab();
    await user.click(name);
    onRender.mockClear();
    await user.type(name, ' Group');
    expect(name).toHaveValue('Chao Phraya Insurance PCL Group');
    expect(onRender).not.toHaveBeenCalled();
  });
});

describe('FeeProfileCard (view)', () => {
  const value = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

  it('shows the values read-only: texts for codes, amounts with 2 decimals, dates as DD/MM/YYYY', () => {
    renderCard(apiMerchant(), 'view');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(value('Charge Frequency')).toHaveTextContent('Per transaction');
    expect(value('Currency')).toHaveTextContent('THB');
    expect(value('Minimum Fee')).toHaveTextContent('5.00');
    expect(value('Flat Fee')).toHaveTextContent('Yes');
    expect(value('Waive fee')).toHaveTextContent('Yes');
    expect(value('Waive From')).toHaveTextContent('01/01/2024');
    expect(value('Waive To')).toHaveTextContent('31/12/2024');
    expect(value('Waive Type')).toHaveTextContent('Partial');
    expect(value('Waive By')).toHaveTextContent('Percentage');
    expect(value('Waive Percentage')).toHaveTextContent('50');
    expect(screen.queryByText('Waive Amount')).not.toBeInTheDocument();
    const region = within(screen.getByRole('group', { name: 'Inter-region Fee' }));
    expect(region.getByText('Charge inter-region fee').nextElementSibling).toHaveTextContent('No');
    expect(region.queryByText('Flat Amount')).not.toBeInTheDocument();
  });

  it('hides the waiver rows when the waiver is off, and Waive To when valid till cancelled', () => {
    renderCard(redirectMerchant(), 'view');
    expect(value('Waive fee')).toHaveTextContent('No');
    for (const label of ['Waive From', 'Waive To', 'Waive Type']) expect(screen.queryByText(label)).not.toBeInTheDocument();
  });

  it('leaves Waive To out of a waiver valid till cancelled', () => {
    renderCard(waiverTillCancelled(), 'view');
    expect(value('Valid till cancelled')).toHaveTextContent('Yes');
    expect(screen.queryByText('Waive To')).not.toBeInTheDocument();
  });
});
