import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FULL_ACCESS_USER, PortalHarness, staticSession } from '../../../test-support/portal-harness';
import { CREATE_CHANGE, STORY_MAKER } from '../test-kit/pending-change-fixtures';
import type { PendingChange } from './pending-change-summary';
import { PendingChangeSummary } from './pending-change-summary';

/** A change as a server sending `makerType` (issue 29) answers it. */
const madeBy = (makerType: 'BANK' | 'MERCHANT'): PendingChange => ({ ...CREATE_CHANGE, makerType }) as PendingChange;

/**
 * Whether the maker of a pending change is a bank user or a merchant user (maker-checker across
 * the line). The texts are not in the rules' catalogue yet (TODO(issue 29)), so the plays read
 * the maker's name, which stays the same in both languages, and the row's presence.
 */
const meta = {
  title: 'Screens/Customers/PendingChangeSummary/MakerType',
  component: PendingChangeSummary,
  args: { change: madeBy('BANK') },
  render: (args) => (
    <PortalHarness session={staticSession(FULL_ACCESS_USER)}>
      <PendingChangeSummary {...args} />
    </PortalHarness>
  ),
} satisfies Meta<typeof PendingChangeSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

const rows = (canvasElement: HTMLElement) => canvasElement.querySelectorAll('dt');

/** Made by bank staff: 'Requester type: Bank user' below who requested it. */
export const MadeByBankUser: Story = {
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByText(STORY_MAKER)).toBeVisible();
    await expect(rows(canvasElement)).toHaveLength(4);
    if (globals.locale !== 'th') await expect(within(canvasElement).getByText('Bank user')).toBeVisible();
  },
};

/** Made by a user of the merchant: 'Requester type: Merchant user'. */
export const MadeByMerchantUser: Story = {
  args: { change: madeBy('MERCHANT') },
  play: async ({ canvasElement, globals }) => {
    await expect(rows(canvasElement)).toHaveLength(4);
    if (globals.locale !== 'th') await expect(within(canvasElement).getByText('Merchant user')).toBeVisible();
  },
};

/** A server that does not send `makerType` yet: nothing about the maker's side. */
export const MakerTypeUnknown: Story = {
  args: { change: CREATE_CHANGE },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(STORY_MAKER)).toBeVisible();
    await expect(rows(canvasElement)).toHaveLength(3);
  },
};
