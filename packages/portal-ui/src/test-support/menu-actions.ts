/**
 * Driving the Action menu (the Menu primitive) in stories' play functions. Not part of the
 * published package.
 */
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { StoryTexts } from './story-texts';

/**
 * Chooses an Action entry with the keyboard (Enter, arrows, Enter). user-event's simulated
 * pointer keeps state between calls, and after a first menu selection in the page its clicks on
 * Ark menu items select nothing; real clicks (Playwright) and the keyboard always work. A menu
 * left open by an earlier step is closed first.
 */
export async function chooseAction(canvasElement: HTMLElement, t: StoryTexts, name: string) {
  if (screen.queryByRole('menu')) await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  (await within(canvasElement).findByRole('button', { name: t('label.action') })).focus();
  await userEvent.keyboard('{Enter}');
  const menu = await screen.findByRole('menu');
  const items = within(menu).getAllByRole('menuitem');
  // Opening by keyboard highlights the first entry at once but moves focus into the menu a frame
  // later: a key pressed before that lands on the trigger. Wait for both, as a person would.
  await waitFor(() => expect(items[0]).toHaveAttribute('data-highlighted'));
  await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
  const index = items.findIndex((item) => item.textContent === name);
  await expect(index).toBeGreaterThanOrEqual(0);
  for (let step = 0; step < index; step += 1) await userEvent.keyboard('{ArrowDown}');
  await waitFor(() => expect(items[index]).toHaveAttribute('data-highlighted'));
  await userEvent.keyboard('{Enter}');
}
