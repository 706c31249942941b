import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FULL_ACCESS_USER } from '../../test-support/portal-harness';
import { textsOf } from '../../test-support/story-texts';
import { FrameDemo } from '../frame-story-support';
import { QuickFindDemo, STORY_RECENT, failingHandlers, quickFindHandlers, searchingHandlers } from './quick-find-story-support';

/** Quick find (issue 32) in the frame's header; MSW answers the transaction, customer and user lists. */
const meta = {
  title: 'Frame/QuickFind',
  component: QuickFindDemo,
  args: { user: FULL_ACCESS_USER },
  parameters: { msw: { handlers: quickFindHandlers } },
} satisfies Meta<typeof QuickFindDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const box = (canvasElement: HTMLElement, locale: unknown) => within(canvasElement).getByRole('combobox', { name: textsOf(locale)('quickFind.label') });
/** The box, once its chunk has loaded. */
const loaded = (canvasElement: HTMLElement, locale: unknown) => within(canvasElement).findByRole('combobox', { name: textsOf(locale)('quickFind.label') });
const opened = (canvasElement: HTMLElement) => canvasElement.querySelector('output');

/** Empty and focused: the session's recent finds; the keys open one. */
export const RecentFinds: Story = {
  args: { recent: STORY_RECENT },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    await userEvent.click(await loaded(canvasElement, globals.locale));
    const recent = within(canvasElement).getByRole('group', { name: t('quickFind.recent') });
    await expect(within(recent).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'somchai_cp01Somchai Jaidee',
      'TX0000000101INV0000101 · 20/11/2026 10:15:00',
    ]);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(recent).getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(opened(canvasElement)).toHaveTextContent('/reports/transactions/view/TX0000000101');
  },
};

/** While the calls are out: 'Searching…'. */
export const Searching: Story = {
  parameters: { msw: { handlers: searchingHandlers } },
  play: async ({ canvasElement, globals }) => {
    await userEvent.type(await loaded(canvasElement, globals.locale), 'TX0000000101{Enter}');
    await expect(await within(canvasElement).findByText(textsOf(globals.locale)('quickFind.searching'), { selector: 'p' })).toBeVisible();
  },
};

/** One match: Enter opens its detail at once. */
export const OneMatch: Story = {
  play: async ({ canvasElement, globals }) => {
    await userEvent.type(await loaded(canvasElement, globals.locale), 'somchai_cp01{Enter}');
    await waitFor(() => expect(opened(canvasElement)).toHaveTextContent('/user/view/1000000001/U000000042'));
    await expect(box(canvasElement, globals.locale)).toHaveValue('');
  },
};

/** A value naming a transaction, a customer and a user: the matches grouped by kind, the first active. */
export const SeveralGrouped: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    await userEvent.type(await loaded(canvasElement, globals.locale), '1234567890{Enter}');
    const list = await within(canvasElement).findByRole('listbox', { name: t('quickFind.results') });
    await waitFor(() => expect(within(list).getAllByRole('group').map((group) => group.getAttribute('aria-label'))).toEqual([t('quickFind.transactions'), t('quickFind.customers'), t('quickFind.users')]));
    await expect(within(list).getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
    await expect(box(canvasElement, globals.locale)).toHaveAttribute('aria-expanded', 'true');
  },
};

/** Nothing matches: 'No match for …', the text kept. */
export const NoMatch: Story = {
  play: async ({ canvasElement, globals }) => {
    await userEvent.type(await loaded(canvasElement, globals.locale), 'INV9999999{Enter}');
    await expect(await within(canvasElement).findByText(textsOf(globals.locale)('quickFind.noMatch', { value: 'INV9999999' }), { selector: 'p' })).toBeVisible();
    await expect(box(canvasElement, globals.locale)).toHaveValue('INV9999999');
  },
};

/** The calls fail: the failure is said, the text kept. */
export const Failure: Story = {
  parameters: { msw: { handlers: failingHandlers } },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    await userEvent.type(await loaded(canvasElement, globals.locale), 'TX0000000101{Enter}');
    await expect(await within(canvasElement).findByText(t('quickFind.failed', { reason: t('common.serviceUnavailable') }), { selector: 'p' })).toBeVisible();
    await expect(box(canvasElement, globals.locale)).toHaveValue('TX0000000101');
  },
};

/** On a phone: a button in the header opens the box in a row under it; nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  render: (args) => <FrameDemo user={args.user} />,
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const banner = within(canvasElement).getByRole('banner');
    const open = await within(banner).findByRole('button', { name: t('quickFind.label') });
    await expect(within(banner).getByRole('combobox', { hidden: true })).not.toBeVisible();
    await userEvent.click(open);
    const input = within(banner).getByRole('combobox', { name: t('quickFind.label') });
    await waitFor(() => expect(input).toHaveFocus());
    await expect(within(banner).getByRole('button', { name: t('quickFind.close') })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.type(input, '1234567890{Enter}');
    await within(banner).findByRole('group', { name: t('quickFind.users') });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const box = input.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
  },
};
