import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FULL_ACCESS_USER, PortalHarness, staticSession } from '../../../test-support/portal-harness';
import { textsOf } from '../../../test-support/story-texts';
import { APPROVED_DECISION, REJECTED_DECISION } from '../test-kit/pending-change-fixtures';
import { LastDecision } from './last-decision';

const meta = {
  title: 'Screens/Customers/LastDecision',
  component: LastDecision,
  args: { decision: REJECTED_DECISION },
  render: (args) => (
    <PortalHarness session={staticSession(FULL_ACCESS_USER)}>
      <LastDecision {...args} />
    </PortalHarness>
  ),
} satisfies Meta<typeof LastDecision>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A rejection: Rejected, who and when, and the reason (a long one wraps). */
export const Rejected: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    const region = within(await canvas.findByRole('region', { name: t('decision.lastDecision') }));
    await expect(region.getByText(t('decision.rejected'))).toBeVisible();
    await expect(region.getByText(REJECTED_DECISION.reason!)).toBeVisible();
    await expect(region.getByText('25/11/2026 10:15:30')).toBeVisible();
    await expect(region.getByText(t('pendingAction.UPDATE'))).toBeVisible();
    await expect(region.getByText(REJECTED_DECISION.makerUsername!)).toBeVisible();
  },
};

/** An approval with its note. */
export const ApprovedWithNote: Story = {
  args: { decision: APPROVED_DECISION },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    await expect(await canvas.findByText(t('decision.approved'))).toBeVisible();
    await expect(canvas.getByText(t('decision.noteGiven'))).toBeVisible();
    await expect(canvas.getByText(APPROVED_DECISION.note!)).toBeVisible();
  },
};

/** An approval without a note: no empty Note row. */
export const ApprovedWithoutNote: Story = {
  args: { decision: { ...APPROVED_DECISION, note: undefined } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = textsOf(globals.locale);
    await expect(await canvas.findByText(t('decision.approved'))).toBeVisible();
    await expect(canvas.queryByText(t('decision.noteGiven'))).not.toBeInTheDocument();
  },
};

/** A phone: the list stacks, a long reason wraps, nothing scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { decision: { ...REJECTED_DECISION, reason: 'x'.repeat(120) } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('x'.repeat(120));
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
