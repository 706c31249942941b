/**
 * What the two registration reports' stories share: their table and rows, a date as the fields
 * show it, the empty search that Clear filters undoes, and the list states (loading, server
 * error, no answer). Not part of the published package.
 */
import type { MessageKey } from '@lego-portal/rules';
import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { listStateStories } from '../../../../test-support/list-state-stories';
import { textsOf, type StoryTexts } from '../../../../test-support/story-texts';
import { REGISTRATION_LIST_URL } from './story-fixtures';

/** The report's table, found by its caption (`caption`, a catalogue key) in the story's language. */
export const reportTableOf = (caption: MessageKey) => (canvasElement: HTMLElement, t: StoryTexts) =>
  within(canvasElement).findByRole('table', { name: t(caption) });

/** The table's data rows. */
export const rowsOf = (element: HTMLElement) => [...element.querySelectorAll<HTMLElement>('tbody tr')];

/** A `YYYYMMDD` stamp as the date fields show it, DD/MM/YYYY. */
export const display = (stamp: string) => `${stamp.slice(6, 8)}/${stamp.slice(4, 6)}/${stamp.slice(0, 4)}`;

/** What {@link registrationReportStories} needs to know of a report. */
export interface RegistrationStoryOptions {
  /** The catalogue key of the table's caption. */
  caption: MessageKey;
  /** The report's path with a filter nobody matches. */
  emptyPath: string;
  /** The catalogue key of that filter's text box, which Clear filters empties. */
  emptyFilter: MessageKey;
}

/**
 * The stories both reports tell alike: Empty (a filter nobody matches: 'No data found', and
 * Clear filters brings every row back) and the list states of {@link listStateStories}.
 */
export function registrationReportStories({ caption, emptyPath, emptyFilter }: RegistrationStoryOptions) {
  const table = reportTableOf(caption);
  const Empty: StoryObj = {
    parameters: { initialPath: emptyPath },
    play: async ({ canvasElement, globals }) => {
      const canvas = within(canvasElement);
      const t = textsOf(globals.locale);
      await expect(await canvas.findByText(t('common.noDataFound'))).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: t('table.clearFilters') }));
      await expect(canvas.getByRole('textbox', { name: t(emptyFilter) })).toHaveValue('');
      await waitFor(async () => expect(rowsOf(await table(canvasElement, t))).toHaveLength(25));
    },
  };
  return { Empty, ...listStateStories({ url: REGISTRATION_LIST_URL, caption, loadFailed: 'registrationReport.loadFailed' }) };
}
