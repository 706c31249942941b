import { REDIRECT_PAYMENT_OPTION_NAMES } from '@lego-portal/rules';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { detailValue } from '../../../test-support/detail-values';
import { errorBody } from '../../../test-support/error-body';
import { textsOf, type StoryTexts } from '../../../test-support/story-texts';
import { apiMerchant, redirectMerchant } from '../test-kit/merchant-fixtures';
import type { MerchantProfileScreen } from './merchant-profile-screen';
import {
  current,
  DETAILS_URL,
  downloadKeyName,
  editTradingName,
  EDITED_TRADE,
  field,
  KEY_PAIR_URL,
  profileServer,
  screenMeta,
  updateButton,
  updateForm,
  viewHeading,
} from './merchant-profile-story-support';

const api = profileServer(apiMerchant);
const redirect = profileServer(redirectMerchant);

const meta = {
  ...screenMeta,
  title: 'Screens/MerchantProfile/MerchantProfileScreen',
  parameters: { msw: { handlers: api.handlers } },
} satisfies Meta<typeof MerchantProfileScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An active API merchant read like a page by its own user: every card, values as text, Edit only (Inactivate is the bank's). */
export const View: Story = {
  beforeEach: () => api.reset(),
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const canvas = within(canvasElement);
    await expect(await viewHeading(canvasElement, t, 'Chao Phraya Insurance PCL')).toBeVisible();
    await expect(canvas.getByText(t('merchantProfileForm.active'))).toBeVisible();
    for (const card of ['label.merchantProfileCard', 'label.merchantContactCard', 'label.merchantIntegrationCard'] as const) {
      await expect(canvas.getByRole('heading', { level: 2, name: t(card) })).toBeVisible();
    }
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('checkbox')).not.toBeInTheDocument();
    await expect(detailValue(canvas, t('merchantProfileForm.merchantIntegrationType'))).toHaveTextContent('API');
    await expect(detailValue(canvas, t('merchantProfileForm.authenOpt'))).toHaveTextContent(t('merchantProfileForm.authenALL'));
    await expect(detailValue(canvas, t('merchantProfileForm.merchantTaxId'))).toHaveTextContent('0107536000315');
    await expect(detailValue(canvas, t('merchantProfileForm.merchantContactMail'))).toHaveTextContent('payments@cpins.example');
    await expect(detailValue(canvas, t('merchantProfileForm.buildingVillage'))).toHaveTextContent('Riverside Tower');
    await expect(detailValue(canvas, t('merchantProfileForm.generatedBy'))).toHaveTextContent('demo_full');
    await expect(canvas.getByRole('button', { name: downloadKeyName(t) })).toBeVisible();
    // Edit is a button of its own; the merchant's user has no Action menu (no Activate/Inactivate).
    await expect(canvas.queryByRole('button', { name: t('label.action') })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: t('label.edit') }));
    await expect(current.navigation.location).toBe('/merchant/update');
  },
};

/** A REDIRECT merchant: its payment options instead of the registration options, no key pair. */
export const ViewRedirect: Story = {
  parameters: { msw: { handlers: redirect.handlers } },
  beforeEach: () => redirect.reset(),
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const canvas = within(canvasElement);
    await expect(await viewHeading(canvasElement, t, 'Siam Online Mart Co., Ltd.')).toBeVisible();
    await expect(detailValue(canvas, t('merchantProfileForm.merchantIntegrationType'))).toHaveTextContent('REDIRECT');
    const { easyNet, easyApp, ePayment } = REDIRECT_PAYMENT_OPTION_NAMES;
    await expect(detailValue(canvas, t('merchantProfileForm.redirectPaymentOptions'))).toHaveTextContent(`${easyNet}, ${easyApp}, ${ePayment}`);
    await expect(canvas.queryByText(t('merchantProfileForm.authenOpt'), { selector: 'dt' })).not.toBeInTheDocument();
    await expect(canvas.getByText(t('merchantProfileForm.noKeyPair'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: new RegExp(`^${t('label.download')}`) })).not.toBeInTheDocument();
  },
};

/** The API merchant's update form: the registration options, no payment options; clean Discard Edit leaves at once. */
export const Update: Story = {
  args: { action: 'update' },
  beforeEach: () => api.reset(),
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const canvas = within(canvasElement);
    await updateForm(canvasElement, t);
    await expect(canvas.getByRole('heading', { level: 1, name: t('merchantProfileForm.updateHeading') })).toBeVisible();
    await expect(field(canvasElement, t, 'merchantProfileForm.merchantTaxId')).toHaveValue('0107536000315');
    await expect(field(canvasElement, t, 'merchantProfileForm.merchantContactMail')).toHaveValue('payments@cpins.example');
    await expect(canvas.getByRole('combobox', { name: t('merchantProfileForm.authenOpt') })).toHaveTextContent(t('merchantProfileForm.authenALL'));
    await expect(canvas.queryByRole('checkbox', { name: REDIRECT_PAYMENT_OPTION_NAMES.easyNet })).not.toBeInTheDocument();
    await expect(updateButton(canvasElement, t)).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: t('label.discardEdit') }));
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await expect(current.navigation.location).toBe('/merchant/view');
  },
};

/** The REDIRECT merchant's update form: payment options as stored; summary statements not offered. */
export const UpdateRedirect: Story = {
  args: { action: 'update' },
  parameters: { msw: { handlers: redirect.handlers } },
  beforeEach: () => redirect.reset(),
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const canvas = within(canvasElement);
    await updateForm(canvasElement, t);
    await expect(canvas.getByRole('checkbox', { name: REDIRECT_PAYMENT_OPTION_NAMES.easyNet })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: REDIRECT_PAYMENT_OPTION_NAMES.businessNet })).not.toBeChecked();
    await expect(canvas.queryByRole('combobox', { name: t('merchantProfileForm.authenOpt') })).not.toBeInTheDocument();
    await expect(canvas.getByText(t('merchantProfileForm.stmtRedirectHint'))).toBeVisible();
    await userEvent.click(canvas.getByRole('combobox', { name: t('merchantProfileForm.stmtDisplayOpt') }));
    const list = await screen.findByRole('listbox');
    const option = (key: Parameters<StoryTexts>[0]) => within(list).getByRole('option', { name: t(key) });
    await expect(option('merchantProfileForm.stmtSummary')).toHaveAttribute('aria-disabled', 'true');
    await expect(option('merchantProfileForm.stmtSumByDet')).toHaveAttribute('aria-disabled', 'true');
    await expect(option('merchantProfileForm.stmtDetail')).not.toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

/** The profile on its way: the page's heading and a busy placeholder that says what it waits for. */
export const Loading: Story = {
  parameters: { msw: { handlers: [http.post(DETAILS_URL, () => delay('infinite'))] } },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('merchantProfileForm.viewHeading') })).toBeVisible();
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent(t('merchantProfileForm.loading'));
    await expect(status.parentElement).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('button', { name: t('label.action') })).not.toBeInTheDocument();
  },
};

let failedLoads = 0;
/** The load fails once with the server's message; Retry asks again and the profile shows. */
export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(DETAILS_URL, () => {
          failedLoads += 1;
          if (failedLoads === 1) return HttpResponse.json(errorBody('The merchant profile service failed.'), { status: 500 });
          return HttpResponse.json(apiMerchant());
        }),
      ],
    },
  },
  beforeEach: () => {
    failedLoads = 0;
  },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('The merchant profile service failed.');
    await userEvent.click(within(alert).getByRole('button', { name: t('label.retry') }));
    await expect(await viewHeading(canvasElement, t, 'Chao Phraya Insurance PCL')).toBeVisible();
    await expect(failedLoads).toBe(2);
    await expect(within(canvasElement).queryByRole('alert')).not.toBeInTheDocument();
  },
};

let outageLoads = 0;
/** The gateway answers 503: 'Service Unavailable' in the portal's language; Retry asks again. */
export const LoadOutage: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(DETAILS_URL, () => {
          outageLoads += 1;
          return HttpResponse.json(errorBody('Service Unavailable', '503'), { status: 503 });
        }),
      ],
    },
  },
  beforeEach: () => {
    outageLoads = 0;
  },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(t('common.serviceUnavailable'));
    await expect(outageLoads).toBe(1);
    await userEvent.click(within(alert).getByRole('button', { name: t('label.retry') }));
    await waitFor(() => expect(outageLoads).toBe(2));
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: t('label.retry') })).not.toHaveAttribute('aria-busy'), { timeout: 5000 });
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(t('common.serviceUnavailable'));
  },
};

const KEY_FILE = 'public_key_1000000001.pem';
let keyRequests = 0;
/** Download: one GET, the file saved under the server's name, and that name said beside the button. */
export const KeyDownload: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(KEY_PAIR_URL, () => {
          keyRequests += 1;
          return new HttpResponse('-----BEGIN PUBLIC KEY-----\nMIIB\n-----END PUBLIC KEY-----\n', {
            headers: { 'content-type': 'application/x-pem-file', 'content-disposition': `attachment; filename="${KEY_FILE}"` },
          });
        }),
        ...api.handlers,
      ],
    },
  },
  beforeEach: () => {
    keyRequests = 0;
    api.reset();
  },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const saved: string[] = [];
    // Note the file instead of letting the browser save it.
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    try {
      const button = await within(canvasElement).findByRole('button', { name: downloadKeyName(t) });
      await userEvent.click(button);
      await expect(await within(canvasElement).findByText(t('merchantProfileForm.keyDownloaded', { name: KEY_FILE }))).toHaveAttribute('role', 'status');
      await expect(saved).toEqual([KEY_FILE]);
      await expect(keyRequests).toBe(1);
    } finally {
      click.mockRestore();
    }
  },
};

/** Discard Edit with a change asks first: Cancel keeps the edit, Discard Edit goes back to the view. */
export const DiscardAsks: Story = {
  args: { action: 'update' },
  beforeEach: () => api.reset(),
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const trade = await editTradingName(canvasElement, t);
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('label.discardEdit') }));
    const dialog = await screen.findByRole('alertdialog', { name: t('merchantProfileForm.discardConfirmTitle') });
    await expect(dialog).toHaveAccessibleDescription(t('merchantProfileForm.discardConfirmBody'));
    await userEvent.click(within(dialog).getByRole('button', { name: t('label.cancel') }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(trade).toHaveValue(EDITED_TRADE);
    await expect(current.navigation.location).toBe('/merchant/update');
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('label.discardEdit') }));
    const again = await screen.findByRole('alertdialog', { name: t('merchantProfileForm.discardConfirmTitle') });
    await userEvent.click(within(again).getByRole('button', { name: t('label.discardEdit') }));
    await waitFor(() => expect(current.navigation.location).toBe('/merchant/view'));
    await expect(api.puts).toHaveLength(0);
  },
};

/** Leaving with a change (a link, Back, the host's navigation) asks: Stay keeps the edit, Leave goes. */
export const LeaveAsks: Story = {
  args: { action: 'update' },
  beforeEach: () => api.reset(),
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const trade = await editTradingName(canvasElement, t);
    current.navigation.navigate('/user');
    const dialog = await screen.findByRole('alertdialog', { name: t('merchantProfileForm.leaveConfirmTitle') });
    await expect(dialog).toHaveAccessibleDescription(t('merchantProfileForm.leaveConfirmBody'));
    await expect(current.navigation.location).toBe('/merchant/update');
    await userEvent.click(within(dialog).getByRole('button', { name: t('merchantProfileForm.stay') }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(trade).toHaveValue(EDITED_TRADE);
    await expect(current.navigation.location).toBe('/merchant/update');
    current.navigation.navigate('/user');
    const again = await screen.findByRole('alertdialog', { name: t('merchantProfileForm.leaveConfirmTitle') });
    await userEvent.click(within(again).getByRole('button', { name: t('merchantProfileForm.leave') }));
    await waitFor(() => expect(current.navigation.location).toBe('/user'));
  },
};
