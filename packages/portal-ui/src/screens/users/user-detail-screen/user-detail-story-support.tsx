/**
 * What the user detail screen's two stories files share: the screen in the portal harness on a
 * fresh memory navigation (create by default, answered by a made-up create), the user the view
 * stories open, and the helpers play functions drive the Action menu and read outcomes with.
 * Not part of the published package.
 */
import type { Schemas } from '@lego-portal/api-client';
import type { Meta } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { MemoryNavigation } from '../../../provider/memory-navigation';
import { createMemoryNavigation } from '../../../provider/memory-navigation';
import { FULL_ACCESS_USER, PortalHarness, staticSession } from '../../../test-support/portal-harness';
import type { StoryTexts } from '../../../test-support/story-texts';
import { USER_HANDLER_URL } from '../test-kit/story-fixtures';
import { UserDetailScreen } from './user-detail-screen';

/** The navigation of the story being shown, so a play function can check where the screen went. */
export const current: { navigation: MemoryNavigation } = { navigation: createMemoryNavigation() };
const pathOf = (mode: string, userId?: string) => (mode === 'create' ? '/user/create' : `/user/${mode}/1000000001/${userId}`);

/** The meta both stories files start from (each adds its own title). */
export const screenMeta = {
  component: UserDetailScreen,
  args: { mode: 'create' },
  parameters: {
    msw: {
      handlers: [
        http.post(USER_HANDLER_URL, async () => {
          await delay(300);
          return HttpResponse.json<Schemas['UserHandlerResponse']>({ userId: 'U5F2A9C01D3', message: 'Create user successful' });
        }),
      ],
    },
  },
  // A fresh navigation per story, created once (a re-render must not replace it).
  beforeEach: ({ args }) => {
    current.navigation = createMemoryNavigation(pathOf(args.mode, args.userId));
  },
  render: (args) => (
    <PortalHarness session={staticSession(FULL_ACCESS_USER)} navigation={current.navigation}>
      <UserDetailScreen {...args} />
    </PortalHarness>
  ),
} satisfies Partial<Meta<typeof UserDetailScreen>>;

/** The user the view and update stories open. */
export const existing = { merchantId: '1000000001', userId: 'U001004' };

/** '{Action} user successful' or '{Action} user error' of an action word (`user.actionLock`, ...). */
export const outcome = (t: StoryTexts, ok: boolean, action: 'actionCreate' | 'actionLock' | 'actionDelete') =>
  t(ok ? 'user.actionSuccess' : 'user.actionErrorTitle', { Action: t(`user.${action}`) });

/** Opens the Action menu with the mouse and lists its entries once it has taken focus. */
export async function openActions(canvasElement: HTMLElement, t: StoryTexts) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: t('label.action') }));
  const menu = await screen.findByRole('menu');
  await waitFor(() => expect(menu).toHaveFocus());
  return within(menu).getAllByRole('menuitem').map((item) => item.textContent);
}
