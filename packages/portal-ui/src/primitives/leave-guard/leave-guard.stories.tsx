import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { MemoryNavigation } from '../../provider/memory-navigation';
import { createMemoryNavigation } from '../../provider/memory-navigation';
import { usePortal } from '../../provider/portal-provider';
import { PortalHarness } from '../../test-support/portal-harness';
import { textsOf } from '../../test-support/story-texts';
import type { LeaveGuardProps } from './leave-guard';
import { LeaveGuard } from './leave-guard';

// The navigation of the story being shown, so a play function can check where the page went.
let navigation: MemoryNavigation = createMemoryNavigation();

/** A page being edited: where it is, and a link away from it. */
function EditPage(props: LeaveGuardProps) {
  const { navigation: host } = usePortal();
  const pathname = host.usePathname();
  return (
    <div>
      <p>Current page: {pathname}</p>
      <host.Link to="/merchant/list">Merchant list</host.Link>
      <LeaveGuard {...props} />
    </div>
  );
}

const meta = {
  title: 'Primitives/LeaveGuard',
  component: LeaveGuard,
  args: { when: true },
  // A fresh navigation per story, created once (a re-render must not replace it).
  beforeEach: () => {
    navigation = createMemoryNavigation('/merchant/edit');
  },
  render: (args) => (
    <PortalHarness navigation={navigation}>
      <EditPage {...args} />
    </PortalHarness>
  ),
} satisfies Meta<typeof LeaveGuard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Changes not saved: following a link asks first, in the portal's words; focus starts on Stay. Left open for axe. */
export const OpenDialog: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Merchant list' }));
    const dialog = await screen.findByRole('alertdialog', { name: t('control.leaveTitle') });
    await expect(dialog).toHaveAccessibleDescription(t('control.leaveMessage'));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: t('control.stay') })).toHaveFocus());
    await expect(within(dialog).getAllByRole('button').map((button) => button.textContent)).toEqual([t('control.stay'), t('control.leave')]);
    await expect(navigation.location).toBe('/merchant/edit');
  },
};

/** Stay keeps the page and gives focus back to the link that was followed. */
export const Stay: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const link = within(canvasElement).getByRole('link', { name: 'Merchant list' });
    await userEvent.click(link);
    await userEvent.click(await screen.findByRole('button', { name: t('control.stay') }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(navigation.location).toBe('/merchant/edit');
    await expect(within(canvasElement).getByText('Current page: /merchant/edit')).toBeVisible();
    await waitFor(() => expect(link).toHaveFocus());
  },
};

/** Escape answers Stay too. */
export const EscapeStays: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Merchant list' }));
    const dialog = await screen.findByRole('alertdialog', { name: t('control.leaveTitle') });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: t('control.stay') })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(navigation.location).toBe('/merchant/edit');
  },
};

/** Leave lets the held navigation happen. */
export const Leave: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Merchant list' }));
    await userEvent.click(await screen.findByRole('button', { name: t('control.leave') }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(within(canvasElement).getByText('Current page: /merchant/list')).toBeVisible();
  },
};

/** The screen's own words, e.g. the merchant profile's. */
export const ScreenTexts: Story = {
  args: {
    title: 'Leave merchant profile',
    message: 'Your changes to the merchant profile have not been saved. Are you sure to leave this page?',
    leaveLabel: 'Leave page',
    stayLabel: 'Keep editing',
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Merchant list' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave merchant profile' });
    await expect(within(dialog).getAllByRole('button').map((button) => button.textContent)).toEqual(['Keep editing', 'Leave page']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** Nothing changed: the link goes at once. */
export const NothingChanged: Story = {
  args: { when: false },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Merchant list' }));
    await expect(within(canvasElement).getByText('Current page: /merchant/list')).toBeVisible();
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};
