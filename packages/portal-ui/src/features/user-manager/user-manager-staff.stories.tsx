import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { MemoryNavigation } from '../../provider/memory-navigation';
import { createMemoryNavigation } from '../../provider/memory-navigation';
import { MerchantScopeProvider } from '../../merchant-scope';
import { merchantSearchHandler, STORY_MERCHANTS } from '../../merchant-scope/test-kit/merchant-search-handler';
import { scopeTextOf } from '../../merchant-scope/test-kit/scope-texts';
import { STORY_USERS, userListHandler } from '../../screens/users/test-kit/story-fixtures';
import type { SessionUser } from '../../session/session-types';
import { FULL_ACCESS_USER, PortalHarness, STAFF_USER, staticSession } from '../../test-support/portal-harness';
import { textsOf } from '../../test-support/story-texts';
import { UserManager } from './user-manager';

const PREFIX = '/staff/merchant-users';
const [CHAO_PHRAYA] = STORY_MERCHANTS;
let navigation: MemoryNavigation = createMemoryNavigation();

interface StoryArgs {
  user: SessionUser;
  /** The merchant a host's provider already holds (staff who chose before). */
  chosen?: typeof CHAO_PHRAYA;
}

/**
 * Who opens the user manager decides what they see first (issue 29): a merchant user their own
 * merchant's users; bank staff the merchant picker, then the chosen merchant's users under a
 * bar naming it. MSW answers the user list and the merchant search.
 */
const meta = {
  title: 'Features/UserManager/Merchant scope',
  args: { user: FULL_ACCESS_USER },
  parameters: { msw: { handlers: [userListHandler(), merchantSearchHandler()] } },
  beforeEach: () => {
    navigation = createMemoryNavigation(PREFIX);
  },
  render: ({ user, chosen }) => (
    <PortalHarness session={staticSession(user)} navigation={navigation}>
      <MerchantScopeProvider defaultMerchant={chosen ?? null}>
        <UserManager prefix={PREFIX} />
      </MerchantScopeProvider>
    </PortalHarness>
  ),
} satisfies Meta<StoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A merchant user goes straight to their own merchant's users: no picker, no merchant bar. */
export const MerchantUserStraightIn: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    const scope = scopeTextOf(globals.locale);
    // The list is its own chunk: it shows once loaded.
    await expect(await canvas.findByRole('heading', { level: 1, name: t('userList.heading') })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: STORY_USERS[0]!.username }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: scope('pickerHeading') })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('region', { name: scope('inScope') })).not.toBeInTheDocument();
  },
};

/** Bank staff open the user manager with the merchant picker; a search by name lists the merchants found. */
export const StaffSeesThePicker: Story = {
  args: { user: STAFF_USER },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    const scope = scopeTextOf(globals.locale);
    // Staff only: the picker is its own chunk, shown once loaded.
    await expect(await canvas.findByRole('heading', { level: 1, name: scope('pickerHeading') })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 1, name: t('userList.heading') })).not.toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: t('transactionReport.merchantName') }), 'co., ltd');
    await userEvent.click(canvas.getByRole('button', { name: t('label.search') }));
    const found = await canvas.findByRole('list', { name: scope('resultsCaption') });
    await expect(within(found).getAllByRole('button')).toHaveLength(2);
  },
};

/** Staff who chose a merchant work on its users, the merchant named above the list; Change Merchant leads back to the picker. */
export const StaffAfterChoosing: Story = {
  args: { user: STAFF_USER },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    const scope = scopeTextOf(globals.locale);
    await userEvent.type(await canvas.findByRole('textbox', { name: t('transactionReport.merchantId') }), `${CHAO_PHRAYA!.merchantId}{Enter}`);
    await userEvent.click(await canvas.findByRole('button', { name: new RegExp(CHAO_PHRAYA!.merchantName) }));
    const bar = canvas.getByRole('region', { name: scope('inScope') });
    await expect(bar).toHaveTextContent(CHAO_PHRAYA!.merchantName);
    await expect(within(bar).getByText(CHAO_PHRAYA!.merchantName).parentElement).toHaveFocus();
    // The list is its own chunk: it shows once loaded.
    await expect(await canvas.findByRole('heading', { level: 1, name: t('userList.heading') })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: STORY_USERS[0]!.username }, { timeout: 5000 })).toBeVisible();
    await userEvent.click(within(bar).getByRole('button', { name: scope('changeMerchant') }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: t('transactionReport.merchantId') })).toHaveFocus());
  },
};

/** A host's provider that already holds a merchant (chosen in another feature): staff go straight to its users. */
export const StaffWithTheHostsChoice: Story = {
  args: { user: STAFF_USER, chosen: CHAO_PHRAYA },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    const scope = scopeTextOf(globals.locale);
    await expect(await canvas.findByRole('region', { name: scope('inScope') })).toHaveTextContent(CHAO_PHRAYA!.merchantId);
    await expect(await canvas.findByRole('link', { name: STORY_USERS[0]!.username }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: scope('pickerHeading') })).not.toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1, name: t('userList.heading') })).toBeVisible();
  },
};
