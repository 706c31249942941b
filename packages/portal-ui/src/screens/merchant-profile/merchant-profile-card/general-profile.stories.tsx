import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { detailValue } from '../../../test-support/detail-values';
import { textsOf, type StoryTexts } from '../../../test-support/story-texts';
import type { MerchantProfileFormValues, MerchantProfileLoaded } from '../merchant-profile-values';
import { MerchantFormHarness } from '../test-kit/form-harness';
import { apiMerchant } from '../test-kit/merchant-fixtures';
import { GeneralProfile } from './general-profile';

/** The part inside the merchant profile form, with the read-only values the card gives it (the logo has its own stories). */
function InForm({ mode, loaded, onValid }: { mode: 'view' | 'update'; loaded: MerchantProfileLoaded; onValid: (values: MerchantProfileFormValues) => void }) {
  return (
    <MerchantFormHarness loaded={loaded} onValid={onValid}>
      <GeneralProfile
        mode={mode}
        businessType={loaded.businessType?.businessTypeDesc ?? ''}
        category={loaded.merchantCategory?.categoryName ?? ''}
        logo={null}
      />
    </MerchantFormHarness>
  );
}

const meta = {
  title: 'Screens/MerchantProfile/GeneralProfile',
  component: InForm,
  args: { mode: 'update', loaded: apiMerchant(), onValid: fn() },
} satisfies Meta<typeof InForm>;
export default meta;
type Story = StoryObj<typeof meta>;

type GeneralField = 'merchantTaxId' | 'merchantName' | 'merchantNameTrade';
/** The text field `name` (a required field's name may end with its mark). */
const field = (canvasElement: HTMLElement, t: StoryTexts, name: GeneralField) =>
  within(canvasElement).getByRole('textbox', { name: new RegExp(`^${t(`merchantProfileForm.${name}`)}\\s*\\*?$`) });

/** Read-only: tax ID, business type, category and names as text. */
export const View: Story = {
  args: { mode: 'view' },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: t('merchantProfileForm.generalProfile') })).toBeVisible();
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    await expect(detailValue(canvas, t('merchantProfileForm.merchantTaxId'))).toHaveTextContent('0107536000315');
    await expect(detailValue(canvas, t('merchantProfileForm.businessType'))).toHaveTextContent('Public company');
    await expect(detailValue(canvas, t('merchantProfileForm.merchantCategory'))).toHaveTextContent('Insurance');
    await expect(detailValue(canvas, t('merchantProfileForm.merchantNameTrade'))).toHaveTextContent('CP Insurance');
  },
};

/** Editable tax ID and names; business type and category stay read-only. */
export const Update: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const t = textsOf(globals.locale);
    const canvas = within(canvasElement);
    await expect(field(canvasElement, t, 'merchantTaxId')).toHaveValue('0107536000315');
    await expect(field(canvasElement, t, 'merchantTaxId')).toHaveAttribute('inputmode', 'numeric');
    await expect(field(canvasElement, t, 'merchantName')).toBeRequired();
    await expect(detailValue(canvas, t('merchantProfileForm.businessType'))).toHaveTextContent('Public company');
    const trade = field(canvasElement, t, 'merchantNameTrade');
    await userEvent.clear(trade);
    await userEvent.type(trade, "CP (Bang Rak) Co.,Ltd's-1_");
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(args.onValid).toHaveBeenCalledTimes(1));
  },
};

/** Each rule at its field: tax ID required and digits only, names of the allowed characters and lengths. */
export const Errors: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const t = textsOf(globals.locale);
    const taxId = field(canvasElement, t, 'merchantTaxId');
    await userEvent.clear(taxId);
    await userEvent.tab();
    await waitFor(() => expect(taxId).toHaveAccessibleDescription(t('merchantProfile.taxIdRequired')));
    await userEvent.type(taxId, '01ab07');
    await expect(taxId).toHaveValue('0107');
    await waitFor(() => expect(taxId).not.toHaveAttribute('aria-invalid', 'true'));
    const name = field(canvasElement, t, 'merchantName');
    await userEvent.clear(name);
    await userEvent.type(name, 'CP <1>');
    const trade = field(canvasElement, t, 'merchantNameTrade');
    await userEvent.clear(trade);
    await userEvent.paste('T'.repeat(256));
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription(t('merchantProfile.nameCharacters')));
    await expect(trade).toHaveAccessibleDescription(t('merchantProfile.tradingNameLength'));
    await expect(args.onValid).not.toHaveBeenCalled();
    await userEvent.clear(name);
    await userEvent.tab();
    await waitFor(() => expect(name).toHaveAccessibleDescription(t('merchantProfile.merchantNameRequired')));
  },
};
