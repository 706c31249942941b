import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { MemoryNavigation } from '../../provider/memory-navigation';
import { createMemoryNavigation } from '../../provider/memory-navigation';
import { profileServer, updateForm, viewHeading } from '../../screens/merchant-profile/merchant-profile-screen/merchant-profile-story-support';
import { apiMerchant } from '../../screens/merchant-profile/test-kit/merchant-fixtures';
import { FULL_ACCESS_USER, PortalHarness, staticSession } from '../../test-support/portal-harness';
import { textsOf } from '../../test-support/story-texts';
import { MerchantProfile } from './merchant-profile';

const PREFIX = '/staff/merchant';
const server = profileServer(apiMerchant);
// The navigation of the story being shown, so a play function can check where the feature went.
let navigation: MemoryNavigation = createMemoryNavigation();

const meta = {
  title: 'Features/MerchantProfile',
  component: MerchantProfile,
  args: { prefix: PREFIX },
  parameters: { msw: { handlers: server.handlers } },
  // A fresh navigation and profile per story (stories share a page, and each runs once per language).
  beforeEach: () => {
    server.reset();
    navigation = createMemoryNavigation(PREFIX);
  },
  render: (args) => (
    <PortalHarness session={staticSession(FULL_ACCESS_USER)} navigation={navigation}>
      <MerchantProfile {...args} />
    </PortalHarness>
  ),
} satisfies Meta<typeof MerchantProfile>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The merchant profile under a staff portal's prefix: the prefix itself opens the view; Edit
 * leads to the update form under the prefix, and Discard Edit back to the view.
 */
export const ViewToUpdate: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    await expect(await viewHeading(canvasElement, t, 'Chao Phraya Insurance PCL')).toBeVisible();
    await expect(navigation.history).toEqual([`${PREFIX}/view`]);
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('label.edit') }));
    await expect(navigation.location).toBe(`${PREFIX}/update`);
    await expect(await updateForm(canvasElement, t)).toBeVisible();
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('label.discardEdit') }));
    await waitFor(() => expect(navigation.location).toBe(`${PREFIX}/view`));
  },
};
