import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { textsOf, type StoryTexts } from '../../../test-support/story-texts';
import { corporateCustomer, individualCustomer } from '../test-kit/customer-form-fixtures';
import { customerServer, formMeta, readyToSubmit, submitButton, textField } from './customer-form-story-support';

const server = customerServer();

const meta = {
  ...formMeta,
  title: 'Screens/Customers/CustomerForm',
  args: { mode: 'view', customerType: 'I', customer: individualCustomer() },
  parameters: { msw: { handlers: server.handlers } },
  beforeEach: () => server.reset(),
} satisfies Meta<typeof formMeta.component>;
export default meta;
type Story = StoryObj<typeof meta>;

const SECTIONS = ['customerForm.merchantSection', 'customerForm.customerSection', 'customerForm.paymentSection', 'merchantProfileForm.waiver'] as const;

/** The value beside `label` in a view's label/value list. */
function valueOf(canvasElement: HTMLElement, label: string): HTMLElement {
  const term = within(canvasElement).getByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
}

async function expectCards(canvasElement: HTMLElement, t: StoryTexts) {
  for (const key of SECTIONS) await expect(within(canvasElement).getByRole('heading', { level: 2, name: t(key) })).toBeVisible();
}

/** An individual as the customer detail shows it: labelled values in four cards, no inputs. */
export const ViewIndividual: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    await expectCards(canvasElement, t);
    await expect(within(canvasElement).queryByRole('textbox')).not.toBeInTheDocument();
    await expect(valueOf(canvasElement, t('customerForm.idType'))).toHaveTextContent(t('customerForm.idTypeP1'));
    await expect(valueOf(canvasElement, t('customerForm.idNumberP1'))).toHaveTextContent('1101700123456');
    await expect(valueOf(canvasElement, t('customerList.customerName'))).toHaveTextContent('Somchai Jaidee');
    await expect(valueOf(canvasElement, t('merchantProfileForm.merchantName'))).toHaveTextContent('Chao Phraya Insurance PCL');
    await expect(valueOf(canvasElement, t('customerList.userId'))).toHaveTextContent('SSO12345678');
    await expect(within(valueOf(canvasElement, t('customerForm.bankAccounts'))).getAllByRole('listitem')).toHaveLength(2);
    await expect(valueOf(canvasElement, t('merchantProfileForm.waiveTo'))).toHaveTextContent('31/12/2025');
    await expect(within(canvasElement).queryByText(t('merchantProfileForm.waivePercentage'))).not.toBeInTheDocument();
  },
};

/** A corporate: name and tax ID instead of the ID fields; the unset phone reads 'Not set'; no waiver rows. */
export const ViewCorporate: Story = {
  args: { customerType: 'C', customer: corporateCustomer() },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    await expectCards(canvasElement, t);
    await expect(valueOf(canvasElement, t('customerForm.corpId'))).toHaveTextContent('0105551234567');
    await expect(valueOf(canvasElement, t('merchantProfileForm.contactPhone'))).toHaveTextContent(t('control.notSet'));
    await expect(within(canvasElement).queryByText(t('customerForm.idType'))).not.toBeInTheDocument();
    await expect(valueOf(canvasElement, t('merchantProfileForm.isWaived'))).toHaveTextContent(t('merchantProfileForm.no'));
    await expect(within(canvasElement).queryByText(t('merchantProfileForm.waiveFrom'))).not.toBeInTheDocument();
  },
};

/** A new individual: the signed-in merchant's ID, one empty account, PGW; Create waits for both Finds. */
export const CreateIndividual: Story = {
  args: { mode: 'create', customerType: 'I', customer: undefined },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    await expect(textField(canvasElement, t('merchantProfileForm.merchantId'))).toHaveValue('1000000001');
    await expect(textField(canvasElement, t('customerForm.idNumberP1'))).toHaveValue('');
    await expect(within(canvasElement).getByRole('radio', { name: t('customerForm.idTypeP1') })).toBeChecked();
    await expect(within(canvasElement).getByRole('checkbox', { name: 'PGW' })).toBeChecked();
    await expect(textField(canvasElement, t('customerForm.accountNumberN', { number: 1 }))).toHaveValue('');
    const create = submitButton(canvasElement, t);
    await expect(create).toBeDisabled();
    await expect(create).toHaveAccessibleDescription(t('customerForm.findBothFirst'));
  },
};

/** A new corporate: tax ID and corporate name instead of the ID type, ID number and name. */
export const CreateCorporate: Story = {
  args: { mode: 'create', customerType: 'C', customer: undefined },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    await expect(textField(canvasElement, t('customerForm.corpId'))).toHaveValue('');
    await expect(textField(canvasElement, t('customerForm.corpName'))).toHaveValue('');
    await expect(within(canvasElement).queryByRole('radio', { name: t('customerForm.idTypeP1') })).not.toBeInTheDocument();
    await expect(submitButton(canvasElement, t)).toHaveAccessibleDescription(t('customerForm.findBothFirst'));
  },
};

/** Update: the stored values, the merchant ID read-only, both found as the form opens. */
export const UpdateIndividual: Story = {
  args: { mode: 'update', customerType: 'I', customer: { ...individualCustomer(), customerId: '3100500123451', fullName: 'Kanya Srisuk' } },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const canvas = within(canvasElement);
    await canvas.findByText(t('customerForm.found', { name: 'Kanya Srisuk' }), {}, { timeout: 5000 });
    await expect(textField(canvasElement, t('merchantProfileForm.merchantId'))).toHaveAttribute('readonly');
    await expect(canvas.queryByRole('button', { name: t('customerForm.findMerchant') })).not.toBeInTheDocument();
    await expect(textField(canvasElement, t('customerList.userId'))).toHaveValue('12345678');
    await expect(canvas.getByRole('radio', { name: 'SSO' })).toBeChecked();
    await expect(submitButton(canvasElement, t, 'update')).toBeEnabled();
  },
};

/** On a phone: the cards stack, and a found individual fits the width without scrolling sideways. */
export const CreateOnPhone: Story = {
  args: { mode: 'create', customerType: 'I', customer: undefined },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    await readyToSubmit(canvasElement, t);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const merchant = within(canvasElement).getByRole('heading', { name: t('customerForm.merchantSection') });
    const waiver = within(canvasElement).getByRole('heading', { name: t('merchantProfileForm.waiver') });
    // One column: the waiver card starts below the merchant card, at the same left edge.
    await expect(waiver.getBoundingClientRect().top).toBeGreaterThan(merchant.getBoundingClientRect().bottom);
    await expect(Math.abs(waiver.getBoundingClientRect().left - merchant.getBoundingClientRect().left)).toBeLessThan(2);
  },
};

/** On a phone, the view: the label/value lists stack within the width. */
export const ViewOnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    await expectCards(canvasElement, t);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
