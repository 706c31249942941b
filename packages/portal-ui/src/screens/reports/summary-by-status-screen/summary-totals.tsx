import { SUMMARY_REPORT_TEXTS, TRANSACTION_STATUS_TEXTS, formatMessage } from '@lego-portal/rules';
import { useId } from 'react';
import { css, cx } from '../../../../styled-system/css';
import { usePortal } from '../../../provider/portal-provider';
import { useTexts } from '../../../texts/texts-context';
import { RateSwatch, StatusSwatch } from './status-patterns';
import { formatMeasure, formatRate } from './summary-format';
import type { SummaryLinks } from './summary-links';
import type { SummaryMeasure } from './summary-search';
import type { SummarySeries } from './summary-series';
import { totalOf, valueOf } from './summary-series';

/** Props of {@link SummaryTotals}. */
export interface SummaryTotalsProps {
  series: SummarySeries;
  measure: SummaryMeasure;
  links: SummaryLinks | null;
  patternPrefix: string;
}

const styles = {
  root: css({ display: 'flex', flexDirection: 'column', gap: '2' }),
  heading: css({ fontSize: 'lg', fontWeight: 'semibold' }),
  list: css({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(8.5rem, 1fr))', gap: '2', m: '0' }),
  item: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '0.5',
    px: '3',
    py: '2',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'border.default',
    borderRadius: 'md',
    bg: 'bg.surface',
  }),
  sum: css({ bg: 'bg.subtle', borderColor: 'border.strong' }),
  name: css({ display: 'flex', alignItems: 'center', gap: '2', fontSize: 'sm' }),
  value: css({ m: '0', fontSize: 'xl', fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums' }),
};

/**
 * The period's totals, which are also the chart's legend: each status present, in the stack's
 * order bottom to top, with its swatch (colour and texture), its name (a link to its payments of
 * the whole period when the session may open the transaction report) and its count or amount;
 * then the total and the success rate beside the line's mark.
 */
export function SummaryTotals({ series, measure, links, patternPrefix }: SummaryTotalsProps) {
  const { navigation, locale } = usePortal();
  const texts = useTexts('summaryReport', SUMMARY_REPORT_TEXTS);
  const statusNames = useTexts('transactionStatus', TRANSACTION_STATUS_TEXTS);
  const headingId = useId();
  const { Link } = navigation;
  const { totals } = series;
  return (
    <section aria-labelledby={headingId} className={styles.root}>
      <h2 id={headingId} className={styles.heading}>
        {texts.totals}
      </h2>
      <dl className={styles.list}>
        {series.statuses.map((code) => (
          <div key={code} className={styles.item}>
            <dt className={styles.name}>
              <StatusSwatch prefix={patternPrefix} code={code} />
              {links ? (
                <Link to={links.status(code)} aria-label={formatMessage(texts.openStatusTotal, { status: statusNames[code] })}>
                  {statusNames[code]}
                </Link>
              ) : (
                statusNames[code]
              )}
            </dt>
            <dd className={styles.value}>{formatMeasure(valueOf(totals, code, measure), measure, locale)}</dd>
          </div>
        ))}
        <div className={cx(styles.item, styles.sum)}>
          <dt className={styles.name}>{texts.total}</dt>
          <dd className={styles.value}>{formatMeasure(totalOf(totals, measure), measure, locale)}</dd>
        </div>
        <div className={cx(styles.item, styles.sum)}>
          <dt className={styles.name}>
            <RateSwatch />
            {texts.successRate}
          </dt>
          <dd className={styles.value}>{formatRate(totals.rate, locale)}</dd>
        </div>
      </dl>
    </section>
  );
}
