import type { Meta, StoryObj } from '@storybook/react-vite';
import { PENDING_CHANGE_TEXTS } from '@lego-portal/rules';
import { MESSAGES_TH } from '@lego-portal/rules/th';
import { expect, within } from 'storybook/test';
import { FULL_ACCESS_USER, PortalHarness, staticSession } from '../../../test-support/portal-harness';
import { CREATE_CHANGE, STORY_MAKER } from '../test-kit/pending-change-fixtures';
import type { PendingChange } from './pending-change-summary';
import { PendingChangeSummary } from './pending-change-summary';

/** A change as a server sending `makerType` (issue 29) answers it. */
const madeBy = (makerType: 'BANK' | 'MERCHANT'): PendingChange => ({ ...CREATE_CHANGE, makerType });
const textsIn = (locale: unknown) => (locale === 'th' ? { makerTypeBank: MESSAGES_TH['pendingChange.makerTypeBank'], makerTypeMerchant: MESSAGES_TH['pendingChange.makerTypeMerchant'] } : PENDING_CHANGE_TEXTS);

/**
 * Whether the maker of a pending change is a bank user or a merchant user (maker-checker across
 * the line), in the language the toolbar chooses.
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
    await expect(within(canvasElement).getByText(textsIn(globals.locale).makerTypeBank)).toBeVisible();
  },
};

/** Made by a user of the merchant: 'Requester type: Merchant user'. */
export const MadeByMerchantUser: Story = {
  args: { change: madeBy('MERCHANT') },
  play: async ({ canvasElement, globals }) => {
    await expect(rows(canvasElement)).toHaveLength(4);
    await expect(within(canvasElement).getByText(textsIn(globals.locale).makerTypeMerchant)).toBeVisible();
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
