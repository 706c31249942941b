import type { PortalLocale, TransactionStatusCode } from '@lego-portal/rules';
import { css, cx } from '../../../../styled-system/css';
import { useDateFormat } from '../../../provider/date-format';
import { StatusSwatch } from './status-patterns';
import { formatMeasure, formatRate } from './summary-format';
import type { SummaryMeasure } from './summary-search';
import type { SummaryDay } from './summary-series';
import { totalOf, valueOf } from './summary-series';

/** Props of {@link SummaryDayFigures}. */
export interface SummaryDayFiguresProps {
  day: SummaryDay;
  /** The statuses of the period, in legend order (a day shows those it had). */
  statuses: readonly TransactionStatusCode[];
  measure: SummaryMeasure;
  locale: PortalLocale;
  patternPrefix: string;
  texts: { total: string; successRate: string };
  statusNames: Readonly<Record<TransactionStatusCode, string>>;
}

const styles = {
  date: css({ fontWeight: 'semibold', mb: '1', whiteSpace: 'nowrap' }),
  list: css({ display: 'grid', gridTemplateColumns: 'auto auto', columnGap: '3', rowGap: '0.5', m: '0' }),
  name: css({ display: 'flex', alignItems: 'center', gap: '1.5' }),
  value: css({ m: '0', textAlign: 'end', fontVariantNumeric: 'tabular-nums' }),
  sum: css({ fontWeight: 'semibold', borderTopWidth: '1px', borderTopStyle: 'solid', borderColor: 'border.default', pt: '0.5' }),
};

/** A day's figures: its date, each status it had with its count or amount, the total and the success rate. */
export function SummaryDayFigures({ day, statuses, measure, locale, patternPrefix, texts, statusNames }: SummaryDayFiguresProps) {
  const shown = statuses.filter((code) => valueOf(day, code, measure) > 0);
  const dates = useDateFormat();
  return (
    <>
      <p className={styles.date}>{dates.date(day.day)}</p>
      <dl className={styles.list}>
        {shown.map((code) => (
          <div key={code} style={{ display: 'contents' }}>
            <dt className={styles.name}>
              <StatusSwatch prefix={patternPrefix} code={code} size={10} />
              {statusNames[code]}
            </dt>
            <dd className={styles.value}>{formatMeasure(valueOf(day, code, measure), measure, locale)}</dd>
          </div>
        ))}
        <div style={{ display: 'contents' }}>
          <dt className={styles.sum}>{texts.total}</dt>
          <dd className={cx(styles.value, styles.sum)}>{formatMeasure(totalOf(day, measure), measure, locale)}</dd>
        </div>
        <div style={{ display: 'contents' }}>
          <dt>{texts.successRate}</dt>
          <dd className={styles.value}>{formatRate(day.rate, locale)}</dd>
        </div>
      </dl>
    </>
  );
}
