import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MerchantProfileFormValues, MerchantProfileLoaded } from '../merchant-profile-values';
import { MerchantFormHarness } from '../test-kit/form-harness';
import { apiMerchant } from '../test-kit/merchant-fixtures';
import { FeeProfileCard } from './fee-profile-card';
import { withFee } from './test-kit/fee-fixtures';

function renderCard({ bankTerms, loaded = apiMerchant() }: { bankTerms: boolean; loaded?: MerchantProfileLoaded }) {
  const onValid = vi.fn<(values: MerchantProfileFormValues) => void>();
  render(
    <MerchantFormHarness loaded={loaded} onValid={onValid} bankTerms={bankTerms}>
      <FeeProfileCard mode="update" />
    </MerchantFormHarness>,
  );
  return { user: userEvent.setup(), onValid };
}

const card = () => within(screen.getByRole('heading', { level: 2, name: 'Fee Profile' }).closest('section') ?? document.body);
const textbox = (name: string) => card().getByRole('textbox', { name });
/** The value the card's label/value list shows beside `label`. */
const valueOf = (label: string) => card().getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const NOTE = 'Fees and waivers are set by the bank and cannot be changed here.';

describe('FeeProfileCard: what only the bank sets', () => {
  it("shows a merchant user's fees, inter fees and waiver as the view reads them, and says why", () => {
    renderCard({ bankTerms: false });
    // No control that changes a value: no text box, switch or radio in the card.
    expect(card().queryAllByRole('textbox')).toHaveLength(0);
    expect(card().queryAllByRole('checkbox')).toHaveLength(0);
    expect(card().queryAllByRole('radio')).toHaveLength(0);
    expect(valueOf('Minimum Fee')).toBe('5.00');
    expect(valueOf('Maximum Fee')).toBe('25.00');
    expect(valueOf('Flat Fee')).toBe('Yes');
    expect(valueOf('Charge inter-branch fee')).toBe('Yes');
    expect(valueOf('Waive fee')).toBe('Yes');
    expect(valueOf('Waive From')).toBe('01/01/2024');
    expect(valueOf('Waive To')).toBe('31/12/2024');
    expect(valueOf('Waive Type')).toBe('Partial');
    expect(valueOf('Waive Percentage')).toBe('50');
    expect(screen.getByText(NOTE)).toBeInTheDocument();
    expect(screen.getByRole('group', { description: NOTE })).toContainElement(card().getByText('Minimum Fee'));
  });

  it("saves a merchant user's stored fee as loaded, even where today's rules would refuse it", async () => {
    // A stored minimum above the maximum: not the merchant user's to fix, and not to block its save.
    const { user, onValid } = renderCard({ bankTerms: false, loaded: withFee({ minCharge: '30.00' }) });
    expect(card().queryByRole('textbox', { name: 'Maximum Fee' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]![0].feeProfile).toMatchObject({ minCharge: '30.00', maxCharge: '25.00', isWaived: 'Y' });
  });

  it('lets staff who set the bank terms edit them, with the rules applying', async () => {
    const { user, onValid } = renderCard({ bankTerms: true, loaded: withFee({ minCharge: '30.00' }) });
    expect(screen.queryByText(NOTE)).not.toBeInTheDocument();
    expect(card().getByRole('checkbox', { name: 'Waive fee' })).toBeEnabled();
    expect(card().getByRole('radio', { name: 'Partial' })).toBeEnabled();
    expect(textbox('Minimum Fee')).not.toHaveAttribute('readonly');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(textbox('Maximum Fee')).toHaveAttribute('aria-invalid', 'true'));
    expect(onValid).not.toHaveBeenCalled();
  });
});
