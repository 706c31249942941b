import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { detailValue } from '../../../test-support/detail-values';
import { errorBody } from '../../../test-support/error-body';
import { PortalHarness } from '../../../test-support/portal-harness';
import { textsOf, type StoryTexts } from '../../../test-support/story-texts';
import { apiMerchant } from '../test-kit/merchant-fixtures';
import { IntegrationInfoCard } from './integration-info-card';

const KEY_PAIR_URL = '/api/lego-authentication/ext/keypairs';
const KEY_FILE = 'public_key_1000000001.pem';
const KEY_PAIR = apiMerchant().keyPairResponse;

/** The key download, counted: how many GETs reached the "server" in this story. */
let requests = 0;
const answering = (answer: () => Response | Promise<Response>) =>
  http.get(KEY_PAIR_URL, () => {
    requests += 1;
    return answer();
  });
const pemFile = () =>
  new HttpResponse('-----BEGIN PUBLIC KEY-----\nMIIB\n-----END PUBLIC KEY-----\n', {
    headers: { 'content-type': 'application/x-pem-file', 'content-disposition': `attachment; filename="${KEY_FILE}"` },
  });

const meta = {
  title: 'Screens/MerchantProfile/IntegrationInfoCard',
  component: IntegrationInfoCard,
  args: { keyPair: KEY_PAIR },
  parameters: { msw: { handlers: [answering(pemFile)] } },
  beforeEach: () => {
    requests = 0;
  },
  render: (args) => (
    <PortalHarness>
      <IntegrationInfoCard {...args} />
    </PortalHarness>
  ),
} satisfies Meta<typeof IntegrationInfoCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The Download button: the visible word, then what it downloads. */
const downloadButton = (canvasElement: HTMLElement, t: StoryTexts) =>
  within(canvasElement).getByRole('button', { name: `${t('label.download')} ${t('merchantProfileForm.publicKey')}` });

/** The polite status beside the button that says how the download ended (the button has its own, for 'busy'). */
function outcome(canvasElement: HTMLElement): HTMLElement {
  const status = within(canvasElement)
    .getAllByRole('status')
    .find((element) => element.tagName === 'P');
  if (!status) throw new Error('No download outcome status beside the button.');
  return status;
}

/** Notes the files the browser would save instead of saving them; returns their names and the undo. */
function noteSavedFiles() {
  const saved: string[] = [];
  const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return { saved, restore: () => click.mockRestore() };
}

/** Who generated the key pair and when (business time), and Download. */
export const WithKeyPair: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: t('label.merchantIntegrationCard') })).toBeVisible();
    await expect(detailValue(canvas, t('merchantProfileForm.generatedBy'))).toHaveTextContent('demo_full');
    await expect(detailValue(canvas, t('merchantProfileForm.generatedTime'))).toHaveTextContent('15/03/2024 09:30:00');
    await expect(downloadButton(canvasElement, t)).toBeEnabled();
    await expect(outcome(canvasElement)).toHaveTextContent('');
  },
};

/** No key pair generated yet: said so, nothing to download. */
export const NoKeyPair: Story = {
  args: { keyPair: null },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('merchantProfileForm.noKeyPair'))).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** Download: one request, the file saved under the server's name, and the name said beside the button. */
export const Downloaded: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const files = noteSavedFiles();
    try {
      await userEvent.click(downloadButton(canvasElement, t));
      await waitFor(() => expect(outcome(canvasElement)).toHaveTextContent(t('merchantProfileForm.keyDownloaded', { name: KEY_FILE })));
      await expect(files.saved).toEqual([KEY_FILE]);
      await expect(requests).toBe(1);
      await expect(downloadButton(canvasElement, t)).not.toHaveAttribute('aria-busy');
    } finally {
      files.restore();
    }
  },
};

/** While the file comes: Download busy, and a second press sends nothing. */
export const Downloading: Story = {
  parameters: { msw: { handlers: [answering(() => delay('infinite') as Promise<never>)] } },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const button = downloadButton(canvasElement, t);
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await waitFor(() => expect(requests).toBe(1));
    await userEvent.click(button);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(requests).toBe(1);
  },
};

/** The server has no key to give: its message, beside the button; nothing saved. */
export const DownloadFailed: Story = {
  parameters: { msw: { handlers: [answering(() => HttpResponse.json(errorBody('No key pair has been generated for this merchant.'), { status: 404 }))] } },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const files = noteSavedFiles();
    try {
      await userEvent.click(downloadButton(canvasElement, t));
      const message = t('merchantProfileForm.keyDownloadFailed', { message: 'No key pair has been generated for this merchant.' });
      await waitFor(() => expect(outcome(canvasElement)).toHaveTextContent(message));
      await expect(files.saved).toEqual([]);
    } finally {
      files.restore();
    }
  },
};

/** No answer at all: 'Service Unavailable' beside the button. */
export const DownloadOutage: Story = {
  parameters: { msw: { handlers: [answering(() => HttpResponse.error())] } },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    await userEvent.click(downloadButton(canvasElement, t));
    const message = t('merchantProfileForm.keyDownloadFailed', { message: t('common.serviceUnavailable') });
    await waitFor(() => expect(outcome(canvasElement)).toHaveTextContent(message));
  },
};
