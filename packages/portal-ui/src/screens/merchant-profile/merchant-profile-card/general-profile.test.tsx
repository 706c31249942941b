import { MERCHANT_INFO_MESSAGES as M } from '@lego-portal/rules';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { detailValue } from '../../../test-support/detail-values';
import type { MerchantProfileFormValues } from '../merchant-profile-values';
import { MerchantFormHarness } from '../test-kit/form-harness';
import { GeneralProfile } from './general-profile';

function setup(mode: 'view' | 'update' = 'update') {
  const user = userEvent.setup();
  const onValid = vi.fn<(values: MerchantProfileFormValues) => void>();
  render(
    <MerchantFormHarness onValid={onValid}>
      <GeneralProfile mode={mode} businessType="Public company" category="Insurance" logo={<p>logo field</p>} />
    </MerchantFormHarness>,
  );
  return { user, onValid, submit: () => user.click(screen.getByRole('button', { name: 'Submit' })) };
}

const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}\\s*\\*?$`) });

describe('GeneralProfile (view)', () => {
  it('shows tax ID, business type, category and names as text, then the logo', () => {
    setup('view');
    const scope = within(document.body);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(detailValue(scope, 'Tax ID')).toHaveTextContent('0107536000315');
    expect(detailValue(scope, 'Business Type')).toHaveTextContent('Public company');
    expect(detailValue(scope, 'Merchant Category')).toHaveTextContent('Insurance');
    expect(detailValue(scope, 'Merchant Name')).toHaveTextContent('Chao Phraya Insurance PCL');
    expect(detailValue(scope, 'Trading Name')).toHaveTextContent('CP Insurance');
    expect(screen.getByText('logo field')).toBeInTheDocument();
  });
});

describe('GeneralProfile (update)', () => {
  it('edits tax ID and names and sends them; business type and category stay read-only', async () => {
    const { user, onValid, submit } = setup();
    expect(screen.getAllByRole('textbox')).toHaveLength(3);
    expect(detailValue(within(document.body), 'Business Type')).toHaveTextContent('Public company');
    await user.clear(field('Tax ID'));
    await user.type(field('Tax ID'), '0105561000123');
    await user.clear(field('Trading Name'));
    await user.type(field('Trading Name'), "CP (Bang Rak) Co.,Ltd's-1_");
    await submit();
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.lastCall![0].merchantInfo).toMatchObject({ merchantTaxId: '0105561000123', merchantNameTrade: "CP (Bang Rak) Co.,Ltd's-1_" });
  });

  it('needs a tax ID of digits only, at most 13', async () => {
    const { user } = setup();
    const taxId = field('Tax ID');
    expect(taxId).toHaveAttribute('inputMode', 'numeric');
    await user.clear(taxId);
    await user.tab();
    await waitFor(() => expect(taxId).toHaveAccessibleDescription(M.taxIdRequired));
    expect(taxId).toHaveAttribute('aria-invalid', 'true');
    await user.type(taxId, '01-ab 07');
    expect(taxId).toHaveValue('0107');
    await waitFor(() => expect(taxId).not.toHaveAttribute('aria-invalid', 'true'));
    // At most 13: what goes beyond is dropped (after the separators, so a pasted ID keeps its digits).
    await user.clear(taxId);
    await user.click(taxId);
    await user.paste('0-1075-36000-31-5 99');
    expect(taxId).toHaveValue('0107536000315');
  });

  it('needs a merchant name and refuses characters outside the allowed set in both names', async () => {
    const { user, onValid, submit } = setup();
    await user.clear(field('Merchant Name'));
    await user.tab();
    await waitFor(() => expect(field('Merchant Name')).toHaveAccessibleDescription(M.merchantNameRequired));
    await user.type(field('Merchant Name'), 'Chao Phraya <Insurance>');
    await user.clear(field('Trading Name'));
    await user.type(field('Trading Name'), 'CP #1');
    await submit();
    await waitFor(() => expect(field('Merchant Name')).toHaveAccessibleDescription(M.nameCharacters));
    expect(field('Trading Name')).toHaveAccessibleDescription(M.nameCharacters);
    expect(onValid).not.toHaveBeenCalled();
  });

  it('refuses a merchant name over 128 and a trading name over 255 characters', async () => {
    const { user, onValid, submit } = setup();
    await user.clear(field('Merchant Name'));
    await user.click(field('Merchant Name'));
    await user.paste('M'.repeat(129));
    await user.clear(field('Trading Name'));
    await user.click(field('Trading Name'));
    await user.paste('T'.repeat(256));
    await submit();
    await waitFor(() => expect(field('Merchant Name')).toHaveAccessibleDescription(M.merchantNameLength));
    expect(field('Trading Name')).toHaveAccessibleDescription(M.tradingNameLength);
    expect(onValid).not.toHaveBeenCalled();
    // The limits themselves are allowed.
    await user.clear(field('Merchant Name'));
    await user.paste('M'.repeat(128));
    await user.clear(field('Trading Name'));
    await user.paste('T'.repeat(255));
    await submit();
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
  });
});
