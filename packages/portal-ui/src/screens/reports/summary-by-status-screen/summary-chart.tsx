import type { PortalLocale, TransactionStatusCode } from '@lego-portal/rules';
import { formatMessage, SUMMARY_REPORT_TEXTS, TRANSACTION_STATUS_TEXTS } from '@lego-portal/rules';
import { AxisLeft, AxisRight } from '@visx/axis';
import { useId } from 'react';
import { css } from '../../../../styled-system/css';
import { useDateFormat } from '../../../provider/date-format';
import { usePortal } from '../../../provider/portal-provider';
import { useTexts } from '../../../texts/texts-context';
import { AXIS_PROPS, EDGE, HEIGHT, LEFT_AXIS, RIGHT_AXIS, TOP, useChartLayout } from './summary-chart-layout';
import { SummaryChartPlot } from './summary-chart-plot';
import { SummaryChartTooltip } from './summary-chart-tooltip';
import { formatCount, formatPercentTick, formatRate, formatTick } from './summary-format';
import type { SummaryLinks } from './summary-links';
import type { SummaryMeasure } from './summary-search';
import type { SummarySeries } from './summary-series';
import { useChartInteraction } from './use-chart-interaction';
import { useElementWidth } from './use-element-width';

/** Props of {@link SummaryChart}. */
export interface SummaryChartProps {
  series: SummarySeries;
  measure: SummaryMeasure;
  links: SummaryLinks | null;
  patternPrefix: string;
}

const styles = {
  figure: css({ display: 'flex', flexDirection: 'column', gap: '2', m: '0', minWidth: '0' }),
  heading: css({ fontSize: 'lg', fontWeight: 'semibold' }),
  summary: css({ color: 'fg.muted', fontSize: 'sm' }),
  axisTitles: css({ display: 'flex', justifyContent: 'space-between', fontSize: 'xs', color: 'fg.muted' }),
  frame: css({ display: 'flex', alignItems: 'flex-start', minWidth: '0', printColorAdjust: 'exact' }),
  axis: css({ flexShrink: '0' }),
  scroller: css({ flex: '1 1 auto', minWidth: '0', overflowX: 'auto', overflowY: 'hidden', overscrollBehaviorX: 'contain' }),
  content: css({ position: 'relative' }),
  svg: css({
    display: 'block',
    overflow: 'visible',
    '& a, & [data-key]': { outline: 'none', cursor: 'pointer' },
    '& [data-key]:focus-visible > rect': { stroke: 'fg.default', strokeWidth: '2px' },
    '& [data-key]:hover > rect[fill^="url"]': { opacity: '0.85' },
  }),
  keys: css({ fontSize: 'xs', color: 'fg.muted' }),
};

/** The chart's text alternative: the period's figures, and its worst day when it had one. */
function summaryTextOf({ days, totals, peakFailure }: SummarySeries, texts: { chartSummary: string; chartPeak: string }, locale: PortalLocale, formatDay: (day: string) => string) {
  return [
    formatMessage(texts.chartSummary, {
      total: formatCount(totals.count, locale),
      from: formatDay(days[0]?.day ?? ''),
      to: formatDay(days[days.length - 1]?.day ?? ''),
      success: formatCount(totals.success, locale),
      rate: formatRate(totals.rate, locale),
    }),
    peakFailure ? formatMessage(texts.chartPeak, { day: formatDay(peakFailure.day), count: formatCount(peakFailure.count, locale) }) : '',
  ].join(' ');
}

/**
 * The stacked bar chart of the summary: one bar per day, a segment per status (count or amount),
 * the success rate as a line on its own 0–100 % axis, all from visx (d3 scales and stack,
 * LinePath, axes). Its text alternative is the heading and a sentence with the period's figures
 * and the worst day; the table below has every number. Hovering or focusing a day shows its
 * figures; the chart is one tab stop and the arrow keys move through days and segments, which
 * are links into the transaction report when the session may open it.
 */
export function SummaryChart({ series, measure, links, patternPrefix }: SummaryChartProps) {
  const { locale } = usePortal();
  const dates = useDateFormat();
  const texts = useTexts('summaryReport', SUMMARY_REPORT_TEXTS);
  const statusNames = useTexts('transactionStatus', TRANSACTION_STATUS_TEXTS);
  const ids = useId();
  const [frameRef, frameWidth] = useElementWidth<HTMLDivElement>(720);
  const { days, statuses } = series;
  const layout = useChartLayout(days, measure, frameWidth);
  const { scrollerRef, svgRef, active, handlers } = useChartInteraction({ days, statuses, measure, links, layout });
  const activeDay = active ? days[active.day] : undefined;
  const figures = { statuses, measure, patternPrefix, statusNames };

  return (
    <figure className={styles.figure} aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className={styles.heading}>
        {texts.chartTitle}
      </h2>
      <p id={`${ids}-summary`} className={styles.summary}>
        {summaryTextOf(series, texts, locale, dates.date)}
      </p>
      <div className={styles.axisTitles} aria-hidden="true">
        <span>{texts[measure]}</span>
        <span>{texts.successRate}</span>
      </div>
      <div ref={frameRef} className={styles.frame}>
        <svg width={LEFT_AXIS} height={HEIGHT} aria-hidden="true" focusable="false" className={styles.axis}>
          <AxisLeft
            left={LEFT_AXIS - 1}
            top={TOP}
            scale={layout.y}
            tickValues={layout.yTicks}
            tickFormat={(value) => formatTick(Number(value), measure, locale)}
            {...AXIS_PROPS}
          />
        </svg>
        <div ref={scrollerRef} className={styles.scroller}>
          <div className={styles.content} style={{ width: layout.width + 2 * EDGE }}>
            <svg
              ref={svgRef}
              width={layout.width + 2 * EDGE}
              height={HEIGHT}
              role="group"
              aria-labelledby={`${ids}-title`}
              aria-describedby={`${ids}-summary ${ids}-keys`}
              className={styles.svg}
              {...handlers}
            >
              <SummaryChartPlot layout={layout} activeDay={activeDay} days={days} links={links} describedBy={`${ids}-day`} texts={texts} {...figures} />
            </svg>
            <SummaryChartTooltip
              id={`${ids}-day`}
              day={activeDay}
              side={active?.side}
              layout={layout}
              locale={locale}
              texts={texts}
              {...figures}
              statusNames={statusNames as Readonly<Record<TransactionStatusCode, string>>}
            />
          </div>
        </div>
        <svg width={RIGHT_AXIS} height={HEIGHT} aria-hidden="true" focusable="false" className={styles.axis}>
          <AxisRight left={1} top={TOP} scale={layout.rate} numTicks={5} tickFormat={(value) => formatPercentTick(Number(value), locale)} {...AXIS_PROPS} />
        </svg>
      </div>
      <p id={`${ids}-keys`} className={styles.keys}>
        {links ? texts.chartKeys : texts.chartKeysDays}
      </p>
    </figure>
  );
}
