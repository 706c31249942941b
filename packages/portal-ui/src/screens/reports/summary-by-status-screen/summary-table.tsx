import { formatMessage, SUMMARY_REPORT_TEXTS, TRANSACTION_STATUS_TEXTS } from '@lego-portal/rules';
import { useId, useState } from 'react';
import { css } from '../../../../styled-system/css';
import { usePortal } from '../../../provider/portal-provider';
import { useTexts } from '../../../texts/texts-context';
import { formatCount, formatDay, formatMeasure, formatRate } from './summary-format';
import type { SummaryLinks } from './summary-links';
import type { SummaryMeasure } from './summary-search';
import type { SummaryFigures, SummarySeries } from './summary-series';
import { totalOf, valueOf } from './summary-series';

/** Props of {@link SummaryTable}. */
export interface SummaryTableProps {
  series: SummarySeries;
  measure: SummaryMeasure;
  links: SummaryLinks | null;
}

/**
 * Periods longer than this start with the table folded: a year is 361 rows under the chart, and
 * its some 5,000 cells are rendered only when asked for. Two months or less are shown at once.
 */
export const FOLDED_TABLE_DAYS = 62;

const cell = { px: '3', py: '1.5', borderBottomWidth: '1px', borderBottomStyle: 'solid', borderColor: 'border.default', whiteSpace: 'nowrap' } as const;
const styles = {
  region: css({
    maxWidth: '100%',
    maxHeight: '30rem',
    overflow: 'auto',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'border.default',
    borderRadius: 'md',
    _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
  }),
  table: css({ width: '100%', borderCollapse: 'separate', borderSpacing: '0', fontSize: 'sm', fontVariantNumeric: 'tabular-nums' }),
  caption: css({ captionSide: 'top', textAlign: 'start', px: '3', py: '2', fontWeight: 'semibold', fontSize: 'md' }),
  head: css({ ...cell, position: 'sticky', top: '0', zIndex: '1', bg: 'bg.subtle', fontWeight: 'semibold', textAlign: 'end', '&:first-child': { textAlign: 'start' } }),
  day: css({ ...cell, textAlign: 'start', fontWeight: 'normal' }),
  number: css({ ...cell, textAlign: 'end' }),
  fold: css({ display: 'flex', flexDirection: 'column', gap: '2' }),
  toggle: css({ cursor: 'pointer', fontWeight: 'semibold', color: 'accent.text', width: 'fit-content', _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' } }),
  foot: css({ ...cell, position: 'sticky', bottom: '0', bg: 'bg.subtle', fontWeight: 'semibold', textAlign: 'end', '&:first-child': { textAlign: 'start' } }),
};

/**
 * The chart's numbers as a table, its accessible alternative and what the CSV holds: a row per
 * day of the period (DD/MM/YYYY, days without payments too), a column per status present, the
 * day's total and success rate, and the period's total row. Dates and status headers open the
 * transaction report when the session may. It scrolls inside its frame, never the page. A
 * period longer than {@link FOLDED_TABLE_DAYS} starts folded (remount it when that changes).
 */
export function SummaryTable({ series, measure, links }: SummaryTableProps) {
  const { navigation, locale } = usePortal();
  const texts = useTexts('summaryReport', SUMMARY_REPORT_TEXTS);
  const statusNames = useTexts('transactionStatus', TRANSACTION_STATUS_TEXTS);
  const captionId = useId();
  const folded = series.days.length > FOLDED_TABLE_DAYS;
  const [open, setOpen] = useState(!folded);
  const { Link } = navigation;
  const figures = (of: SummaryFigures, className: string) => (
    <>
      {series.statuses.map((code) => (
        <td key={code} className={className}>
          {formatMeasure(valueOf(of, code, measure), measure, locale)}
        </td>
      ))}
      <td className={className}>{formatMeasure(totalOf(of, measure), measure, locale)}</td>
      <td className={className}>{formatRate(of.rate, locale)}</td>
    </>
  );
  const table = (
    // Scrollable, so it takes focus: the keyboard scrolls it too.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div role="region" aria-labelledby={captionId} tabIndex={0} className={styles.region}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          {texts.tableCaption}
        </caption>
        <thead>
          <tr>
            <th scope="col" className={styles.head}>
              {texts.day}
            </th>
            {series.statuses.map((code) => (
              <th key={code} scope="col" className={styles.head}>
                {links ? <Link to={links.status(code)}>{statusNames[code]}</Link> : statusNames[code]}
              </th>
            ))}
            <th scope="col" className={styles.head}>
              {texts.total}
            </th>
            <th scope="col" className={styles.head}>
              {texts.successRate}
            </th>
          </tr>
        </thead>
        <tbody>
          {series.days.map((day) => (
            <tr key={day.day}>
              <th scope="row" className={styles.day}>
                {links ? <Link to={links.day(day.day)}>{formatDay(day.day)}</Link> : formatDay(day.day)}
              </th>
              {figures(day, styles.number)}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className={styles.foot}>
              {texts.total}
            </th>
            {figures(series.totals, styles.foot)}
          </tr>
        </tfoot>
      </table>
    </div>
  );
  if (!folded) return table;
  return (
    <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)} className={styles.fold}>
      <summary className={styles.toggle}>{formatMessage(texts.tableToggle, { days: formatCount(series.days.length, locale) })}</summary>
      {open ? table : null}
    </details>
  );
}
