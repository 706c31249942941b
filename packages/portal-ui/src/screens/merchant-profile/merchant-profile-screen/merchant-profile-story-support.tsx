/**
 * What the merchant profile screen's two stories files share: the screen in the portal harness
 * on a fresh memory navigation, an MSW "server" holding one profile (the load answers it, the
 * save is counted and, for Activate and Inactivate, changes its status), and the helpers play
 * functions read and drive the screen with. Not part of the published package.
 */
import type { Schemas } from '@lego-portal/api-client';
import type { Meta } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import type { HttpResponseResolver } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { MemoryNavigation } from '../../../provider/memory-navigation';
import { createMemoryNavigation } from '../../../provider/memory-navigation';
import type { MerchantInScope } from '../../../merchant-scope';
import { MerchantScopeProvider } from '../../../merchant-scope';
import type { SessionUser } from '../../../session/session-types';
import { PortalHarness, staticSession } from '../../../test-support/portal-harness';
import { MERCHANT_USER } from '../test-kit/bank-terms-users';
import type { StoryTexts } from '../../../test-support/story-texts';
import type { MerchantProfileLoaded } from '../merchant-profile-values';
import { apiMerchant } from '../test-kit/merchant-fixtures';
import { MerchantProfileScreen } from './merchant-profile-screen';

export const DETAILS_URL = '/api/lego-merchantprofile/ext/merchantprofile/details';
export const UPDATE_URL = '/api/lego-merchantprofile/ext/merchantprofile/';
export const KEY_PAIR_URL = '/api/lego-authentication/ext/keypairs';

type ActionRequest = Schemas['MerchantProfileActionRequest'];

/** The navigation of the story being shown, so a play function can check where the screen went. */
export const current: { navigation: MemoryNavigation } = { navigation: createMemoryNavigation() };

/** The meta both stories files start from (each adds its own title). */
export const screenMeta = {
  component: MerchantProfileScreen,
  args: { action: 'view' },
  // A fresh navigation per story, created once (a re-render must not replace it).
  beforeEach: ({ args }) => {
    current.navigation = createMemoryNavigation(`/merchant/${args.action}`);
  },
  // `parameters.user`: who sees the screen; the merchant's own user (demo_full) by default.
  // `parameters.merchant`: the merchant a staff user chose (their session has none of its own).
  render: (args, { parameters }) => (
    <PortalHarness session={staticSession((parameters.user as SessionUser | undefined) ?? MERCHANT_USER)} navigation={current.navigation}>
      <MerchantScopeProvider defaultMerchant={(parameters.merchant as MerchantInScope | undefined) ?? null}>
        <MerchantProfileScreen {...args} />
      </MerchantScopeProvider>
    </PortalHarness>
  ),
} satisfies Partial<Meta<typeof MerchantProfileScreen>>;

/**
 * One stored profile behind MSW. `reset()` (call it in the story's `beforeEach`: stories share a
 * page, and each runs once per language) brings back `initial` and forgets what was sent.
 * `save` answers the PUT instead of the default 200; the request is counted either way.
 */
export function profileServer(initial: () => MerchantProfileLoaded = apiMerchant, save?: HttpResponseResolver) {
  let stored = initial();
  const loads: number[] = [];
  const puts: ActionRequest[] = [];
  return {
    /** Every load, by its number (1 first). */
    loads,
    /** Every PUT body, oldest first. */
    puts,
    reset() {
      stored = initial();
      loads.length = 0;
      puts.length = 0;
    },
    handlers: [
      http.post(DETAILS_URL, () => {
        loads.push(loads.length + 1);
        return HttpResponse.json(stored);
      }),
      http.put(UPDATE_URL, async (info) => {
        const body = (await info.request.clone().json()) as ActionRequest;
        puts.push(body);
        if (save) return save(info);
        if (body.isAction !== 'UPDATE') stored.merchantProfileResponse.merchantProfileResource.merchantInfo.isActive = body.isAction === 'ACTIVATE' ? 'Y' : 'N';
        return HttpResponse.json<Schemas['AckResponse']>({ message: 'Update merchant profile successful' });
      }),
    ],
  };
}

/** A label as a whole-name pattern: a required field's name may end with its mark. */
export const labelled = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`);

/** The public key's Download button's name: the visible word, then what it downloads. */
export const downloadKeyName = (t: StoryTexts) => `${t('label.download')} ${t('merchantProfileForm.publicKey')}`;

/** The text field labelled `merchantProfileForm.<name>`. */
export const field = (canvasElement: HTMLElement, t: StoryTexts, name: Parameters<StoryTexts>[0] & `merchantProfileForm.${string}`) =>
  within(canvasElement).getByRole('textbox', { name: labelled(t(name)) });

/** Waits for the update form (its Tax ID field holds the loaded value) and returns it. */
export async function updateForm(canvasElement: HTMLElement, t: StoryTexts) {
  await waitFor(() => expect(field(canvasElement, t, 'merchantProfileForm.merchantTaxId')).not.toHaveValue(''));
  return within(canvasElement).getByRole('form', { name: t('merchantProfileForm.updateHeading') });
}

/** The Trading Name most stories change the form to. */
export const EDITED_TRADE = 'CP Insurance Online';

/**
 * Replaces the Trading Name: the one edit most stories need to make the form dirty. Pasted, not
 * typed: typing is not what these stories check, and each simulated key costs a render.
 */
export async function editTradingName(canvasElement: HTMLElement, t: StoryTexts) {
  await updateForm(canvasElement, t);
  const trade = field(canvasElement, t, 'merchantProfileForm.merchantNameTrade');
  await userEvent.clear(trade);
  await userEvent.paste(EDITED_TRADE);
  await expect(trade).toHaveValue(EDITED_TRADE);
  return trade;
}

/**
 * How long a play function waits for the outcome of a save: the answer shows once the profile was
 * read again (the mutation waits for its invalidation) and the form rendered with it, which on two
 * busy cores in a development build can take more than the default second.
 */
export const OUTCOME_WAIT = { timeout: 5000 };

/** The Update button of the form. */
export const updateButton = (canvasElement: HTMLElement, t: StoryTexts) =>
  within(canvasElement).getByRole('button', { name: t('merchantProfileForm.update') });

/** Closes the open result modal with its one button and waits until it is gone. */
export async function closeModal(modal: HTMLElement) {
  await userEvent.click(within(modal).getByRole('button'));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
}

/** The view's heading: the page, then the merchant's name. */
export const viewHeading = (canvasElement: HTMLElement, t: StoryTexts, name: string) =>
  within(canvasElement).findByRole('heading', { level: 1, name: `${t('merchantProfileForm.viewHeading')} ${name}` });

/** The entries of the Action menu, read with the keyboard and closed again. */
export async function actionEntries(canvasElement: HTMLElement, t: StoryTexts) {
  (await within(canvasElement).findByRole('button', { name: t('label.action') })).focus();
  await userEvent.keyboard('{Enter}');
  const menu = await screen.findByRole('menu');
  const entries = within(menu).getAllByRole('menuitem').map((item) => item.textContent);
  await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  return entries;
}

/** Lets a request that would wrongly be sent reach MSW before a play function counts requests. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

/** `element` takes the focus and keeps it (a dialog closing must not take it back a moment later). */
export async function keepsFocus(element: HTMLElement) {
  await waitFor(() => expect(element).toHaveFocus());
  await settle();
  await expect(element).toHaveFocus();
}
