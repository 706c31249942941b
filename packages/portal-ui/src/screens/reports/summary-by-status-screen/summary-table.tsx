import type { TransactionStatusCode } from '@lego-portal/rules';
import { formatMessage, SUMMARY_REPORT_TEXTS, TRANSACTION_STATUS_TEXTS } from '@lego-portal/rules';
import { useId, useState } from 'react';
import { css } from '../../../../styled-system/css';
import { TableScrollBox, useTableEdges } from '../../../primitives/table-scroll-box';
import { useDateFormat } from '../../../provider/date-format';
import { usePortal } from '../../../provider/portal-provider';
import { useTexts } from '../../../texts/texts-context';
import { formatCount, formatMeasure, formatRate } from './summary-format';
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

const cell = { px: '2', py: '1', borderBottomWidth: '1px', borderBottomStyle: 'solid', borderColor: 'border.default', whiteSpace: 'nowrap' } as const;
/** The date column stays in view while the table scrolls sideways, with a shadow once it has. */
const stickyStart = { position: 'sticky', insetInlineStart: '0', '[data-scrolled] &': { boxShadow: '4px 0 4px -2px rgba(0, 0, 0, 0.12)' } } as const;
/** A figure or date that opens the transaction report: 24x24 px at least (WCAG 2.2 2.5.8). */
const target = { display: 'inline-flex', alignItems: 'center', minWidth: '24px', minHeight: '24px', textUnderlineOffset: '2px', _hover: { textDecoration: 'underline' } } as const;
const styles = {
  // The box (TableScrollBox) scrolls down too: the header and totals row stick within it.
  region: css({
    maxHeight: '30rem',
    overflowY: 'auto',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'border.default',
    borderRadius: 'md',
    // A figure or date reached by Tab is scrolled clear of the sticky header (up to three lines),
    // totals row and date column, not under them (WCAG 2.2 2.4.11).
    scrollPaddingBlockStart: '5rem',
    scrollPaddingBlockEnd: '2.5rem',
    scrollPaddingInlineStart: '7rem',
  }),
  table: css({ width: '100%', borderCollapse: 'separate', borderSpacing: '0', fontSize: 'sm', fontVariantNumeric: 'tabular-nums', bg: 'bg.surface' }),
  caption: css({ captionSide: 'top', textAlign: 'start', px: '2', py: '2', fontWeight: 'semibold', fontSize: 'md' }),
  // Headers wrap between words (never inside one), so the table fits a laptop's width.
  head: css({
    ...cell,
    whiteSpace: 'normal',
    verticalAlign: 'bottom',
    position: 'sticky',
    top: '0',
    zIndex: '1',
    bg: 'bg.subtle',
    fontWeight: 'semibold',
    textAlign: 'end',
    '&:first-child': { ...stickyStart, zIndex: '3', textAlign: 'start' },
    // On a phone the table scrolls anyway: two or three lines a header, not a word a line.
    '@container lp-frame (width < 48rem)': { minWidth: '5.5rem' },
  }),
  day: css({ ...cell, ...stickyStart, zIndex: '1', bg: 'bg.surface', textAlign: 'start', fontWeight: 'normal' }),
  number: css({ ...cell, textAlign: 'end' }),
  link: css({ ...target, justifyContent: 'flex-end' }),
  dayLink: css(target),
  fold: css({ display: 'flex', flexDirection: 'column', gap: '2' }),
  toggle: css({ cursor: 'pointer', fontWeight: 'semibold', color: 'accent.text', width: 'fit-content', _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' } }),
  foot: css({ ...cell, position: 'sticky', bottom: '0', zIndex: '1', bg: 'bg.subtle', fontWeight: 'semibold', textAlign: 'end', '&:first-child': { ...stickyStart, zIndex: '2', textAlign: 'start' } }),
};

/**
 * The chart's numbers as a table, its accessible alternative and what the CSV holds: a row per
 * day of the period (DD/MM/YYYY, days without payments too), a column per status present, the
 * day's total and success rate, and the period's total row. Dates, status headers and a day's
 * figures open the transaction report when the session may, each a target of 24x24 px at least
 * (the full-size equivalents of the chart's thin bars). Headers wrap between words to fit a
 * laptop; wider than its frame (a phone), it scrolls inside it, never the page, with the dates
 * held in place (TableScrollBox: a line and a fade say so). A
 * period longer than {@link FOLDED_TABLE_DAYS} starts folded (remount it when that changes).
 */
export function SummaryTable({ series, measure, links }: SummaryTableProps) {
  const { navigation, locale } = usePortal();
  const dates = useDateFormat();
  const texts = useTexts('summaryReport', SUMMARY_REPORT_TEXTS);
  const statusNames = useTexts('transactionStatus', TRANSACTION_STATUS_TEXTS);
  const captionId = useId();
  const folded = series.days.length > FOLDED_TABLE_DAYS;
  const [open, setOpen] = useState(!folded);
  const [boxRef, overflow] = useTableEdges();
  const { Link } = navigation;
  // A day's figure for a status opens that day's payments of that status, as the chart's segment
  // does: the segment is a few px wide on a phone, and this is its full-size equivalent.
  const figure = (of: SummaryFigures, code: TransactionStatusCode, day: string | null) => {
    const text = formatMeasure(valueOf(of, code, measure), measure, locale);
    return links && day !== null && valueOf(of, code, measure) > 0 ? (
      <Link to={links.segment(day, code)} className={styles.link}>
        {text}
      </Link>
    ) : (
      text
    );
  };
  const figures = (of: SummaryFigures, className: string, day: string | null) => (
    <>
      {series.statuses.map((code) => (
        <td key={code} className={className}>
          {figure(of, code, day)}
        </td>
      ))}
      <td className={className}>{formatMeasure(totalOf(of, measure), measure, locale)}</td>
      <td className={className}>{formatRate(of.rate, locale)}</td>
    </>
  );
  const table = (
    <TableScrollBox labelledBy={captionId} edges={overflow} boxRef={boxRef} className={styles.region}>
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
                {links ? (
                  <Link to={links.status(code)} className={styles.link}>
                    {statusNames[code]}
                  </Link>
                ) : (
                  statusNames[code]
                )}
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
                {links ? (
                  <Link to={links.day(day.day)} className={styles.dayLink}>
                    {dates.date(day.day)}
                  </Link>
                ) : (
                  dates.date(day.day)
                )}
              </th>
              {figures(day, styles.number, day.day)}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className={styles.foot}>
              {texts.total}
            </th>
            {figures(series.totals, styles.foot, null)}
          </tr>
        </tfoot>
      </table>
    </TableScrollBox>
  );
  if (!folded) return table;
  return (
    <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)} className={styles.fold}>
      <summary className={styles.toggle}>{formatMessage(texts.tableToggle, { days: formatCount(series.days.length, locale) })}</summary>
      {open ? table : null}
    </details>
  );
}
