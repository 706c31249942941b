import { MERCHANT_INFO_MESSAGES as M } from '@lego-portal/rules';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { detailValue } from '../../../test-support/detail-values';
import type { MerchantProfileFormValues, MerchantProfileLoaded } from '../merchant-profile-values';
import { MerchantFormHarness } from '../test-kit/form-harness';
import { apiMerchant } from '../test-kit/merchant-fixtures';
import { ContactCard } from './contact-card';

function setup(mode: 'view' | 'update' = 'update', loaded: MerchantProfileLoaded = apiMerchant()) {
  const user = userEvent.setup();
  const onValid = vi.fn<(values: MerchantProfileFormValues) => void>();
  render(
    <MerchantFormHarness loaded={loaded} onValid={onValid}>
      <ContactCard mode={mode} address={loaded.merchantAddress} />
    </MerchantFormHarness>,
  );
  return { user, onValid };
}

const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}\\s*\\*?$`) });
const submit = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Submit' }));

describe('ContactCard (view)', () => {
  it('shows the contact and the address as text, without inputs', () => {
    setup('view');
    expect(screen.getByRole('heading', { level: 2, name: 'Merchant Contact Information' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    const scope = within(document.body);
    expect(detailValue(scope, 'First Name')).toHaveTextContent('Somchai');
    expect(detailValue(scope, 'Last Name')).toHaveTextContent('Jaidee');
    expect(detailValue(scope, 'Email')).toHaveTextContent('payments@cpins.example');
    expect(detailValue(scope, 'Phone Number')).toHaveTextContent('022225555');
    expect(detailValue(scope, 'Soi')).toHaveTextContent('Charoen Krung 24');
    expect(detailValue(scope, 'Zip Code')).toHaveTextContent('10500');
  });
});

describe('ContactCard (update)', () => {
  it('edits the contact and sends it; the address stays read-only', async () => {
    const { user, onValid } = setup();
    expect(screen.getAllByRole('textbox')).toHaveLength(4);
    expect(detailValue(within(document.body), 'City')).toHaveTextContent('Bangkok');
    await user.clear(field('Last Name'));
    await user.type(field('Last Name'), 'Srisuk');
    await user.clear(field('Email'));
    await user.type(field('Email'), 'contact@cpins.example');
    await submit(user);
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.lastCall![0].merchantInfo).toMatchObject({
      contactFirstName: 'Somchai',
      contactLastName: 'Srisuk',
      merchantContactMail: 'contact@cpins.example',
      contactPhone: '022225555',
    });
  });

  it('shows a required message as a name is left empty', async () => {
    const { user } = setup();
    expect(field('First Name')).toBeRequired();
    await user.clear(field('First Name'));
    // Nothing shows while the person is still in the field.
    expect(field('First Name')).not.toHaveAttribute('aria-invalid', 'true');
    await user.tab();
    await waitFor(() => expect(field('First Name')).toHaveAccessibleDescription(M.contactFirstNameRequired));
    await user.clear(field('Last Name'));
    await user.tab();
    await waitFor(() => expect(field('Last Name')).toHaveAccessibleDescription(M.contactLastNameRequired));
  });

  it('refuses names of other characters or over 128, a bad email and an empty email, and sends nothing', async () => {
    const { user, onValid } = setup();
    await user.clear(field('First Name'));
    await user.type(field('First Name'), 'Som_chai');
    await user.clear(field('Last Name'));
    // The input holds at most 128: a longer stored value is what the rule is for.
    expect(field('Last Name')).toHaveAttribute('maxLength', '128');
    await user.clear(field('Email'));
    await submit(user);
    await waitFor(() => expect(field('First Name')).toHaveAccessibleDescription(M.contactNameFormat));
    expect(field('Last Name')).toHaveAccessibleDescription(M.contactLastNameRequired);
    expect(field('Email')).toHaveAccessibleDescription(M.contactEmailRequired);
    await user.type(field('Email'), 'payments@');
    await waitFor(() => expect(field('Email')).toHaveAccessibleDescription(M.emailFormat));
    expect(onValid).not.toHaveBeenCalled();
  });

  it('refuses a stored name over 128 characters', async () => {
    const loaded = apiMerchant();
    loaded.merchantProfileResponse.merchantProfileResource.merchantInfo.contactFirstName = 'S'.repeat(129);
    const { user, onValid } = setup('update', loaded);
    await submit(user);
    await waitFor(() => expect(field('First Name')).toHaveAccessibleDescription(M.contactNameFormat));
    expect(onValid).not.toHaveBeenCalled();
  });

  it('takes digits only in the phone and refuses a stored phone with other characters', async () => {
    const loaded = apiMerchant();
    loaded.merchantProfileResponse.merchantProfileResource.merchantInfo.contactPhone = '02-222-5555';
    const { user, onValid } = setup('update', loaded);
    const phone = field('Phone Number');
    expect(phone).toHaveAttribute('inputMode', 'numeric');
    await submit(user);
    await waitFor(() => expect(phone).toHaveAccessibleDescription(M.contactPhoneFormat));
    expect(onValid).not.toHaveBeenCalled();
    await user.clear(phone);
    await user.type(phone, '08-1234 5678');
    expect(phone).toHaveValue('0812345678');
    await waitFor(() => expect(phone).not.toHaveAttribute('aria-invalid', 'true'));
    // The phone is optional.
    await user.clear(phone);
    await submit(user);
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.lastCall![0].merchantInfo.contactPhone).toBe('');
  });
});
