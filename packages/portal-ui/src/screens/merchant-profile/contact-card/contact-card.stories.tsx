import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { detailValue } from '../../../test-support/detail-values';
import { textsOf, type StoryTexts } from '../../../test-support/story-texts';
import type { MerchantProfileFormValues, MerchantProfileLoaded } from '../merchant-profile-values';
import { MerchantFormHarness } from '../test-kit/form-harness';
import { apiMerchant } from '../test-kit/merchant-fixtures';
import { ContactCard } from './contact-card';

/** The card inside the merchant profile form, as the screen holds it. */
function InForm({ mode, loaded, onValid }: { mode: 'view' | 'update'; loaded: MerchantProfileLoaded; onValid: (values: MerchantProfileFormValues) => void }) {
  return (
    <MerchantFormHarness loaded={loaded} onValid={onValid}>
      <ContactCard mode={mode} address={loaded.merchantAddress} />
    </MerchantFormHarness>
  );
}

/** The API merchant as stored before the contact rules: a phone number with dashes. */
function withDashedPhone(): MerchantProfileLoaded {
  const loaded = apiMerchant();
  loaded.merchantProfileResponse.merchantProfileResource.merchantInfo.contactPhone = '02-222-5555';
  return loaded;
}

const meta = {
  title: 'Screens/MerchantProfile/ContactCard',
  component: InForm,
  args: { mode: 'update', loaded: apiMerchant(), onValid: fn() },
} satisfies Meta<typeof InForm>;
export default meta;
type Story = StoryObj<typeof meta>;

type ContactField = 'contactFirstName' | 'contactLastName' | 'merchantContactMail' | 'contactPhone';
/** The contact's text field `name` (a required field's name may end with its mark). */
const field = (canvasElement: HTMLElement, t: StoryTexts, name: ContactField) =>
  within(canvasElement).getByRole('textbox', { name: new RegExp(`^${t(`merchantProfileForm.${name}`)}\\s*\\*?$`) });

/** Read-only: the contact as text, the address under it. */
export const View: Story = {
  args: { mode: 'view' },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: t('label.merchantContactCard') })).toBeVisible();
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    await expect(detailValue(canvas, t('merchantProfileForm.contactFirstName'))).toHaveTextContent('Somchai');
    await expect(detailValue(canvas, t('merchantProfileForm.merchantContactMail'))).toHaveTextContent('payments@cpins.example');
    await expect(detailValue(canvas, t('merchantProfileForm.contactPhone'))).toHaveTextContent('022225555');
    await expect(detailValue(canvas, t('merchantProfileForm.zipCode'))).toHaveTextContent('10500');
  },
};

/** Editable contact, read-only address; the phone takes digits only (at most 10). */
export const Update: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const t = textsOf(globals.locale);
    const canvas = within(canvasElement);
    await expect(field(canvasElement, t, 'contactFirstName')).toHaveValue('Somchai');
    await expect(field(canvasElement, t, 'merchantContactMail')).toHaveAttribute('type', 'email');
    await expect(detailValue(canvas, t('merchantProfileForm.buildingVillage'))).toHaveTextContent('Riverside Tower');
    await expect(canvas.getAllByRole('textbox')).toHaveLength(4);
    const phone = field(canvasElement, t, 'contactPhone');
    await userEvent.clear(phone);
    // Digits only, at most 10, cut after the separators are dropped (a pasted number keeps its digits).
    await userEvent.type(phone, '08-1234 5678 9');
    await expect(phone).toHaveValue('0812345678');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(args.onValid).toHaveBeenCalledTimes(1));
  },
};

/** Each rule at its field: names required and of letters or digits, the email's format, the phone's digits. */
export const Errors: Story = {
  args: { loaded: withDashedPhone() },
  play: async ({ canvasElement, globals, args }) => {
    const t = textsOf(globals.locale);
    const first = field(canvasElement, t, 'contactFirstName');
    await userEvent.clear(first);
    await userEvent.tab();
    await waitFor(() => expect(first).toHaveAccessibleDescription(t('merchantProfile.contactFirstNameRequired')));
    const last = field(canvasElement, t, 'contactLastName');
    await userEvent.clear(last);
    await userEvent.type(last, 'Jai!');
    const email = field(canvasElement, t, 'merchantContactMail');
    await userEvent.clear(email);
    await userEvent.type(email, 'bad@');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(last).toHaveAccessibleDescription(t('merchantProfile.contactNameFormat')));
    await expect(email).toHaveAccessibleDescription(t('merchantProfile.emailFormat'));
    await expect(field(canvasElement, t, 'contactPhone')).toHaveAccessibleDescription(t('merchantProfile.contactPhoneFormat'));
    for (const name of ['contactFirstName', 'contactLastName', 'merchantContactMail', 'contactPhone'] as const) {
      await expect(field(canvasElement, t, name)).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(args.onValid).not.toHaveBeenCalled();
    // Put right, the message goes as the field changes.
    await userEvent.type(first, 'Somchai');
    await waitFor(() => expect(first).not.toHaveAttribute('aria-invalid', 'true'));
  },
};

/** On a phone: the fields and the address stay within the screen's width. */
export const UpdatePhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    await expect(field(canvasElement, t, 'merchantContactMail').getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
