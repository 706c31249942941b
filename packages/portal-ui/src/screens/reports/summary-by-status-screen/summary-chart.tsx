import type { TransactionStatusCode } from '@lego-portal/rules';
import { formatMessage, SUMMARY_REPORT_TEXTS, TRANSACTION_STATUS_TEXTS } from '@lego-portal/rules';
import { AxisBottom, AxisLeft, AxisRight } from '@visx/axis';
import { scaleBand, scaleLinear } from '@visx/scale';
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import { css } from '../../../../styled-system/css';
import { usePortal } from '../../../provider/portal-provider';
import { useTexts } from '../../../texts/texts-context';
import { keyOf, nextTabStop, type TabStop } from './chart-keys';
import { SummaryChartBars } from './summary-chart-bars';
import { SummaryDayFigures } from './summary-day-figures';
import { formatCount, formatDay, formatPercentTick, formatRate, formatShortDay, formatTick } from './summary-format';
import type { SummaryLinks } from './summary-links';
import type { SummaryMeasure } from './summary-search';
import type { SummarySeries } from './summary-series';
import { totalOf, valueOf } from './summary-series';
import { useElementWidth } from './use-element-width';

/** Props of {@link SummaryChart}. */
export interface SummaryChartProps {
  series: SummarySeries;
  measure: SummaryMeasure;
  links: SummaryLinks | null;
  patternPrefix: string;
}

const PLOT_HEIGHT = 220;
const TOP = 8;
const BOTTOM = 28;
const HEIGHT = TOP + PLOT_HEIGHT + BOTTOM;
const LEFT_AXIS = 52;
/** Room beside the first and last bar for their day labels, inside the scrolling area. */
const EDGE = 16;
const RIGHT_AXIS = 48;
/**
 * A day's slot never gets narrower than this: 360 days then make a chart about 2,900 px wide
 * that scrolls inside its frame (the axes stay put), every day still its own bar to point at,
 * focus and open, rather than weeks summed into bars that open no single day.
 */
const MIN_STEP = 8;
const MAX_STEP = 64;
/** Room a bottom label (`DD/MM`) needs; labels are thinned out to fit. */
const LABEL_WIDTH = 44;

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
  highlight: css({ fill: 'bg.emphasized' }),
  grid: css({ stroke: 'border.default', strokeDasharray: '2 3' }),
  tick: css({ fill: 'fg.muted', fontSize: '11px' }),
  axisLine: css({ stroke: 'border.strong' }),
  tooltip: css({
    position: 'absolute',
    top: '0',
    zIndex: '1',
    minWidth: '11rem',
    maxWidth: '18rem',
    p: '2',
    fontSize: 'xs',
    bg: 'bg.surface',
    color: 'fg.default',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'border.strong',
    borderRadius: 'md',
    boxShadow: 'md',
    pointerEvents: 'none',
    '&[hidden]': { display: 'none' },
  }),
  keys: css({ fontSize: 'xs', color: 'fg.muted' }),
};

/** The day shown in the tooltip, and on which side of its bar the tooltip opens. */
interface Active {
  day: number;
  side: 'left' | 'right';
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
  const { navigation, locale } = usePortal();
  const texts = useTexts('summaryReport', SUMMARY_REPORT_TEXTS);
  const statusNames = useTexts('transactionStatus', TRANSACTION_STATUS_TEXTS);
  const ids = useId();
  const [frameRef, frameWidth] = useElementWidth<HTMLDivElement>(720);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const svgRef = useRef<SVGSVGElement>(null);
  const { days, statuses, totals, peakFailure } = series;
  const last = days.length - 1;
  const [tabStop, setTabStop] = useState<TabStop>({ day: last, item: 'day' });
  const [active, setActive] = useState<Active | null>(null);

  const step = Math.min(MAX_STEP, Math.max(MIN_STEP, (frameWidth - LEFT_AXIS - RIGHT_AXIS - 2 * EDGE) / Math.max(days.length, 1)));
  const width = Math.round(step * days.length);
  const x = useMemo(() => scaleBand({ domain: days.map((day) => day.day), range: [0, width], paddingInner: 0.25, paddingOuter: 0.125 }), [days, width]);
  const y = useMemo(
    () => scaleLinear({ domain: [0, Math.max(...days.map((day) => totalOf(day, measure)), 1)], range: [PLOT_HEIGHT, 0], nice: true }),
    [days, measure],
  );
  const rate = useMemo(() => scaleLinear({ domain: [0, 1], range: [PLOT_HEIGHT, 0] }), []);
  // Whole payments on the count axis: a small day's scale would otherwise tick at 0.2.
  const yTicks = y.ticks(5).filter((tick) => measure === 'amount' || Number.isInteger(tick));
  const labelEvery = Math.ceil(LABEL_WIDTH / step);
  const dayTicks = days.filter((_, index) => (last - index) % labelEvery === 0).map((day) => day.day);
  const barTexts = useMemo(() => ({ openDay: texts.openDay, openStatus: texts.openStatus }), [texts.openDay, texts.openStatus]);

  // A new period starts at its latest days, where a long one is looked at first.
  useEffect(() => {
    const scroller = scrollerRef.current;
    if (scroller) scroller.scrollLeft = scroller.scrollWidth;
  }, [days]);
  const itemsOf = useCallback(
    (index: number) => {
      const day = days[index];
      return day && links ? ['day', ...statuses.filter((code) => valueOf(day, code, measure) > 0)] : ['day'];
    },
    [days, links, statuses, measure],
  );
  // The tab stop of an earlier period or measure may be gone: the same day (or the last), whole.
  const tabDay = Math.min(tabStop.day, last);
  const stop = itemsOf(tabDay).includes(tabStop.item) ? { day: tabDay, item: tabStop.item } : { day: tabDay, item: 'day' };
  // The one tab stop: after every render, the element of `stop` alone is in the Tab order.
  const stopKey = keyOf(stop);
  useLayoutEffect(() => {
    const svg = svgRef.current;
    const target = svg?.querySelector(`[data-key="${stopKey}"]`);
    svg?.querySelectorAll('[tabindex="0"]').forEach((element) => element !== target && element.setAttribute('tabindex', '-1'));
    target?.setAttribute('tabindex', '0');
  });

  const show = (day: number) => {
    const scroller = scrollerRef.current;
    const center = EDGE + (x(days[day]?.day ?? '') ?? 0) + x.bandwidth() / 2 - (scroller?.scrollLeft ?? 0);
    setActive({ day, side: center > (scroller?.clientWidth ?? width) / 2 ? 'left' : 'right' });
  };
  const dayOf = (target: EventTarget) => Number((target as Element).closest?.('[data-day]')?.getAttribute('data-day') ?? NaN);

  const onFocus = (event: FocusEvent<SVGSVGElement>) => {
    const key = (event.target as Element).getAttribute('data-key');
    const [day, item] = key?.split(':') ?? [];
    if (day === undefined || item === undefined) return;
    setTabStop({ day: Number(day), item });
    show(Number(day));
  };
  const onBlur = (event: FocusEvent<SVGSVGElement>) => {
    if (!svgRef.current?.contains(event.relatedTarget as Node | null)) setActive(null);
  };
  const onPointerOver = (event: PointerEvent<SVGSVGElement>) => {
    const day = dayOf(event.target);
    if (Number.isInteger(day) && day !== active?.day) show(day);
  };
  const onPointerLeave = () => {
    if (!svgRef.current?.contains(document.activeElement)) setActive(null);
  };
  // The bars are plain links (see SummaryChartBars): a plain click goes through the host's navigation.
  const onClick = (event: MouseEvent<SVGSVGElement>) => {
    const href = (event.target as Element).closest('a[href]')?.getAttribute('href');
    if (!href || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigation.navigate(href);
  };
  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    const next = nextTabStop(event.key, stop, days.length, itemsOf);
    if (!next) return;
    event.preventDefault();
    setTabStop(next);
    svgRef.current?.querySelector<SVGElement>(`[data-key="${keyOf(next)}"]`)?.focus();
  };

  const activeDay = active ? days[active.day] : undefined;
  const activeX = activeDay ? (x(activeDay.day) ?? 0) : 0;
  const summaryText = [
    formatMessage(texts.chartSummary, {
      total: formatCount(totals.count, locale),
      from: formatDay(days[0]?.day ?? ''),
      to: formatDay(days[last]?.day ?? ''),
      success: formatCount(totals.success, locale),
      rate: formatRate(totals.rate, locale),
    }),
    peakFailure ? formatMessage(texts.chartPeak, { day: formatDay(peakFailure.day), count: formatCount(peakFailure.count, locale) }) : '',
  ].join(' ');
  const axisProps = { tickLabelProps: { className: styles.tick }, axisLineClassName: styles.axisLine, tickClassName: styles.axisLine };

  return (
    <figure className={styles.figure} aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className={styles.heading}>
        {texts.chartTitle}
      </h2>
      <p id={`${ids}-summary`} className={styles.summary}>
        {summaryText}
      </p>
      <div className={styles.axisTitles} aria-hidden="true">
        <span>{texts[measure]}</span>
        <span>{texts.successRate}</span>
      </div>
      <div ref={frameRef} className={styles.frame}>
        <svg width={LEFT_AXIS} height={HEIGHT} aria-hidden="true" focusable="false" className={styles.axis}>
          <AxisLeft left={LEFT_AXIS - 1} top={TOP} scale={y} tickValues={yTicks} tickFormat={(value) => formatTick(Number(value), measure, locale)} {...axisProps} />
        </svg>
        <div ref={scrollerRef} className={styles.scroller}>
          <div className={styles.content} style={{ width: width + 2 * EDGE }}>
            <svg
              ref={svgRef}
              width={width + 2 * EDGE}
              height={HEIGHT}
              role="group"
              aria-labelledby={`${ids}-title`}
              aria-describedby={`${ids}-summary ${ids}-keys`}
              className={styles.svg}
              onFocus={onFocus}
              onBlur={onBlur}
              onPointerOver={onPointerOver}
              onPointerLeave={onPointerLeave}
              onKeyDown={onKeyDown}
              onClick={onClick}
            >
              <g transform={`translate(${EDGE},${TOP})`}>
                <g aria-hidden="true">
                  {yTicks.map((tick) => (
                    <line key={tick} x1={0} x2={width} y1={y(tick)} y2={y(tick)} className={styles.grid} />
                  ))}
                  {activeDay ? <rect x={activeX - (step - x.bandwidth()) / 2} y={0} width={step} height={PLOT_HEIGHT} className={styles.highlight} /> : null}
                </g>
                <SummaryChartBars
                  days={days}
                  statuses={statuses}
                  measure={measure}
                  x={x}
                  y={y}
                  rate={rate}
                  plotHeight={PLOT_HEIGHT}
                  links={links}
                  patternPrefix={patternPrefix}
                  describedBy={`${ids}-day`}
                  texts={barTexts}
                  statusNames={statusNames}
                />
                <g aria-hidden="true">
                  <AxisBottom top={PLOT_HEIGHT} scale={x} tickValues={dayTicks} tickFormat={formatShortDay} {...axisProps} />
                </g>
              </g>
            </svg>
            <div
              id={`${ids}-day`}
              role="tooltip"
              hidden={!activeDay}
              className={styles.tooltip}
              style={active?.side === 'left' ? { right: width + EDGE - activeX + 6 } : { left: EDGE + activeX + x.bandwidth() + 6 }}
            >
              {activeDay ? (
                <SummaryDayFigures
                  day={activeDay}
                  statuses={statuses}
                  measure={measure}
                  locale={locale}
                  patternPrefix={patternPrefix}
                  texts={texts}
                  statusNames={statusNames as Readonly<Record<TransactionStatusCode, string>>}
                />
              ) : null}
            </div>
          </div>
        </div>
        <svg width={RIGHT_AXIS} height={HEIGHT} aria-hidden="true" focusable="false" className={styles.axis}>
          <AxisRight left={1} top={TOP} scale={rate} numTicks={5} tickFormat={(value) => formatPercentTick(Number(value), locale)} {...axisProps} />
        </svg>
      </div>
      <p id={`${ids}-keys`} className={styles.keys}>
        {links ? texts.chartKeys : texts.chartKeysDays}
      </p>
    </figure>
  );
}
