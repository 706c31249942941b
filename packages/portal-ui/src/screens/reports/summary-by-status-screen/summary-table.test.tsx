import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPortal } from '../../../test-support/render-portal';
import type { SummaryLinks } from './summary-links';
import { buildSummarySeries } from './summary-series';
import { SummaryTable } from './summary-table';

// Two days: on the first, 3 successes and 2 failures; on the second, 1 success only.
const series = buildSummarySeries(
  [
    { day: '20261101', statusCode: '1000', count: 3, amount: 300 },
    { day: '20261101', statusCode: '1002', count: 2, amount: 20 },
    { day: '20261102', statusCode: '1000', count: 1, amount: 100 },
  ],
  '20261101000000',
  '20261102235959',
);
const links: SummaryLinks = {
  status: (code) => `/report?status=${code}`,
  day: (day) => `/report?day=${day}`,
  segment: (day, code) => `/report?day=${day}&status=${code}`,
};
const rowOf = (date: string) => screen.getByRole('rowheader', { name: date }).closest('tr')!;

describe('SummaryTable', () => {
  it("opens a day's payments of a status from its figure, as the chart's segment does, and nothing from a zero", () => {
    renderPortal(<SummaryTable series={series} measure="count" links={links} />);
    const first = within(rowOf('01/11/2026'));
    expect(first.getByRole('link', { name: '3' })).toHaveAttribute('href', '/report?day=20261101&status=1000');
    expect(first.getByRole('link', { name: '2' })).toHaveAttribute('href', '/report?day=20261101&status=1002');
    const second = within(rowOf('02/11/2026'));
    expect(second.getByRole('link', { name: '1' })).toHaveAttribute('href', '/report?day=20261102&status=1000');
    // The day's zero failures, its total and its rate lead nowhere: the chart has no segment there.
    expect(second.getAllByRole('link').map((link) => link.textContent)).toEqual(['02/11/2026', '1']);
  });

  it('shows the figures without links when the session may not open the transaction report', () => {
    renderPortal(<SummaryTable series={series} measure="count" links={null} />);
    expect(within(screen.getByRole('table')).queryAllByRole('link')).toHaveLength(0);
    expect(within(rowOf('01/11/2026')).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['3', '2', '5', '60.0%']);
  });
});
