/**
 * What the registration reports' tests read of a report: its table by name, the data rows, a
 * column's texts, and when its answer is in. Not part of the published package.
 */
import { addDays, formatIsoDate, REGISTRATION_SEARCH_MAX_DAYS, todayIn } from '@lego-portal/rules';
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';

/** The longest range the search allows (360 of the sandbox's 395 days of history): pages to turn, every status. */
export const LONGEST_RANGE = `from=${formatIsoDate(addDays(todayIn(), -REGISTRATION_SEARCH_MAX_DAYS))}`;

/** The queries of the report table named `name`. */
export function reportTable(name: string) {
  const table = () => screen.getByRole('table', { name });
  const dataRows = () => within(table()).getAllByRole('row').slice(1);
  /** Each data row's `index`th cell's text. */
  const columnTexts = (index: number) => dataRows().map((row) => within(row).getAllByRole('cell')[index]?.textContent ?? '');
  /** Resolves once the table is no longer busy: its answer is shown. */
  const settled = () => waitFor(() => expect(table()).not.toHaveAttribute('aria-busy'));
  return { table, dataRows, columnTexts, settled };
}
