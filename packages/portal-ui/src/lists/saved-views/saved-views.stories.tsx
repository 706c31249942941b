import type { Meta, StoryObj } from '@storybook/react-vite';
import { resolveRelativeRange } from '@lego-portal/rules';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { createMemoryNavigation } from '../../provider/memory-navigation';
import { createMemoryStorage, scopedStorageKey } from '../../provider/portal-storage';
import { FULL_ACCESS_USER, PortalHarness, staticSession } from '../../test-support/portal-harness';
import { textsOf, type StoryTexts } from '../../test-support/story-texts';
import { SavedViewsMenu } from './saved-views';

const LIST = 'transactions:online';
const COLUMNS = [{ id: 'txnNumber' }, { id: 'createdDateTime' }, { id: 'amount' }];
const TODAY = resolveRelativeRange('today');

/** Views kept for demo_full: 'Refunds' (fixed dates) and 'Successful this week' (relative, the default). */
const SEVERAL = {
  views: [
    { name: 'Refunds', values: { status: '2000', from: '20260101000000', to: '20260131235959' }, columns: null },
    { name: 'Successful this week', values: { status: '1000', range: 'last7Days' }, columns: '{"hidden":["amount"]}' },
  ],
  defaultName: 'Successful this week',
};

interface HarnessProps {
  kept?: typeof SEVERAL;
  path?: string;
}

/** The menu of demo_full's transaction report, with what they kept (or nothing). */
function Harness({ kept, path = '/reports/transactions/online?status=1000' }: HarnessProps) {
  // Made once: a new storage or navigation on a re-render would forget what the story did.
  const [storage] = useState(() => {
    const made = createMemoryStorage();
    if (kept) made.set(scopedStorageKey(FULL_ACCESS_USER.userName, `saved-views:${LIST}`), JSON.stringify(kept));
    return made;
  });
  const [navigation] = useState(() => createMemoryNavigation(path));
  const [session] = useState(() => staticSession(FULL_ACCESS_USER));
  return (
    <PortalHarness session={session} navigation={navigation} storage={storage}>
      <SavedViewsMenu list={LIST} columns={COLUMNS} dates={{ from: TODAY.fromDate, to: TODAY.toDate }} />
    </PortalHarness>
  );
}

/** The 'Views' menu above a report or list: save, apply, rename, make default, delete, copy link. */
const meta = {
  title: 'Lists/SavedViewsMenu',
  component: Harness,
  args: {},
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the menu with the keyboard and picks `name` (arrows, Enter), as a person would. */
async function choose(canvasElement: HTMLElement, name: RegExp) {
  if (screen.queryByRole('menu')) await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  within(canvasElement).getByRole('button', { name: /^(Views|มุมมอง)/ }).focus();
  await userEvent.keyboard('{Enter}');
  const menu = await screen.findByRole('menu');
  const items = within(menu)
    .getAllByRole('menuitem')
    .filter((item) => item.getAttribute('aria-disabled') !== 'true');
  await waitFor(() => expect(items[0]).toHaveAttribute('data-highlighted'));
  await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
  const index = items.findIndex((item) => name.test(item.textContent ?? ''));
  await expect(index).toBeGreaterThanOrEqual(0);
  for (let step = 0; step < index; step += 1) await userEvent.keyboard('{ArrowDown}');
  await waitFor(() => expect(items[index]).toHaveAttribute('data-highlighted'));
  await userEvent.keyboard('{Enter}');
}

const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** Nothing saved yet: the menu says so and offers Save view and Copy link. */
export const NoneSaved: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('savedView.views') }));
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: t('savedView.noViews') })).toHaveAttribute('aria-disabled', 'true');
    await expect(within(menu).getByRole('menuitem', { name: t('savedView.saveView') })).toBeVisible();
    await expect(within(menu).getByRole('menuitem', { name: t('savedView.copyLink') })).toBeVisible();
  },
};

/** Several views, one the default (marked), the default's view shown now: its name on the button. */
export const SeveralWithDefault: Story = {
  args: { kept: SEVERAL, path: '/reports/transactions/online?range=last7Days&status=1000' },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const trigger = within(canvasElement).getByRole('button', { name: t('savedView.viewsCurrent', { name: 'Successful this week' }) });
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: exactly('Successful this week') })).toHaveTextContent(t('savedView.default'));
    await expect(within(menu).getByRole('menuitem', { name: t('savedView.removeDefault') })).toBeVisible();
    await expect(within(menu).getByRole('menuitem', { name: t('savedView.rename') })).toBeVisible();
  },
};

async function openNameDialog(canvasElement: HTMLElement, t: StoryTexts, entry: string, title: string) {
  await choose(canvasElement, exactly(entry));
  const dialog = await screen.findByRole('dialog', { name: title });
  await waitFor(() => expect(within(dialog).getByRole('textbox', { name: new RegExp(t('savedView.name')) })).toHaveFocus());
  return dialog;
}

/** Saved by Enter on Save: the dialog closes and the focus is on the Views button, now named after the view. */
export const SaveReturnsFocus: Story = {
  args: { kept: SEVERAL },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const dialog = await openNameDialog(canvasElement, t, t('savedView.saveView'), t('savedView.saveView'));
    await userEvent.type(within(dialog).getByRole('textbox'), 'Successful today');
    within(dialog).getByRole('button', { name: t('savedView.save') }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: t('savedView.viewsCurrent', { name: 'Successful today' }) })).toHaveFocus());
  },
};

/** Rename: the field starts with the name; Escape leaves it as it was and focus returns to the menu's button. */
export const Rename: Story = {
  args: { kept: SEVERAL, path: '/reports/transactions/online?range=last7Days&status=1000' },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const dialog = await openNameDialog(canvasElement, t, t('savedView.rename'), t('savedView.renameView'));
    await expect(within(dialog).getByRole('textbox')).toHaveValue('Successful this week');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: /Successful this week/ })).toHaveFocus());
  },
};

/** Delete asks first; Cancel is focused, so Enter never deletes by accident. */
export const DeleteConfirm: Story = {
  args: { kept: SEVERAL, path: '/reports/transactions/online?range=last7Days&status=1000' },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    await choose(canvasElement, exactly(t('savedView.delete')));
    const confirm = await screen.findByRole('alertdialog', { name: t('savedView.deleteView') });
    await expect(confirm).toHaveTextContent(t('savedView.deleteConfirm', { name: 'Successful this week' }));
    await waitFor(() => expect(within(confirm).getByRole('button', { name: t('savedView.cancel') })).toHaveFocus());
  },
};

/** Name errors at the field: blank, then a name the list already has (ignoring case). */
export const NameErrors: Story = {
  args: { kept: SEVERAL },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const dialog = await openNameDialog(canvasElement, t, t('savedView.saveView'), t('savedView.saveView'));
    const field = within(dialog).getByRole('textbox');
    await userEvent.keyboard('{Enter}');
    await expect(within(dialog).getByText(t('savedView.nameRequired'))).toBeVisible();
    await expect(field).toHaveFocus();
    await userEvent.type(field, 'refunds{Enter}');
    await expect(within(dialog).getByText(t('savedView.nameTaken'))).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  },
};

/** On a phone: the menu and the save dialog fit the width; nothing scrolls sideways. */
export const Phone: Story = {
  args: { kept: SEVERAL },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement, globals }) => {
    const t = textsOf(globals.locale);
    const dialog = await openNameDialog(canvasElement, t, t('savedView.saveView'), t('savedView.saveView'));
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
