import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { MemoryNavigation } from '../../provider/memory-navigation';
import { createMemoryNavigation } from '../../provider/memory-navigation';
import { storyProfile, STORY_USERS, userDetailHandlers, userListHandler } from '../../screens/users/test-kit/story-fixtures';
import { FULL_ACCESS_USER, PortalHarness, staticSession } from '../../test-support/portal-harness';
import { textsOf } from '../../test-support/story-texts';
import { UserManager } from './user-manager';

const PREFIX = '/staff/merchant-users';
// The fifth user of the list, as the detail call answers it.
const PROFILE = storyProfile();
const LISTED = STORY_USERS.find((user) => user.userId === PROFILE.userId)!;
// The navigation of the story being shown, so a play function can check where the feature went.
let navigation: MemoryNavigation = createMemoryNavigation();

const meta = {
  title: 'Features/UserManager',
  component: UserManager,
  args: { prefix: PREFIX },
  parameters: { msw: { handlers: [userListHandler(), ...userDetailHandlers(PROFILE).handlers] }, initialPath: PREFIX },
  // A fresh navigation per story, created once (a re-render must not replace it).
  beforeEach: ({ parameters }) => {
    navigation = createMemoryNavigation(parameters.initialPath as string);
  },
  render: (args) => (
    <PortalHarness session={staticSession(FULL_ACCESS_USER)} navigation={navigation}>
      <UserManager {...args} />
    </PortalHarness>
  ),
} satisfies Meta<typeof UserManager>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The whole user manager under a staff portal's prefix: the list there; a user's link opens the
 * detail under the prefix, and Back to User List returns to the list with its filters.
 */
export const ListToDetail: Story = {
  parameters: { initialPath: `${PREFIX}?status=A` },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    await expect(await canvas.findByRole('heading', { level: 1, name: t('userList.heading') })).toBeVisible();
    const link = await canvas.findByRole('link', { name: LISTED.username }, { timeout: 5000 });
    await expect(link).toHaveAttribute('href', `${PREFIX}/view/1000000001/${PROFILE.userId}`);
    await userEvent.click(link);
    await expect(navigation.location).toBe(`${PREFIX}/view/1000000001/${PROFILE.userId}`);
    await expect(await canvas.findByRole('heading', { level: 1, name: `${t('userDetail.viewHeading')} ${PROFILE.fullName}` }, { timeout: 5000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('label.backToUserList') }));
    await expect(navigation.location).toBe(`${PREFIX}?status=A`);
    await waitFor(() => expect(canvas.getByRole('link', { name: LISTED.username })).toBeVisible(), { timeout: 5000 });
  },
};
