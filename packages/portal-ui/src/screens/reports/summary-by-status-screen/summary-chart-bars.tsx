import type { TransactionStatusCode } from '@lego-portal/rules';
import { formatMessage } from '@lego-portal/rules';
import type { PickD3Scale } from '@visx/scale';
import { LinePath, stack } from '@visx/shape';
import { memo, useMemo, type ReactNode } from 'react';
import { useDateFormat } from '../../../provider/date-format';
import { keyOf } from './chart-keys';
import { statusFill } from './status-patterns';
import type { SummaryLinks } from './summary-links';
import type { SummaryMeasure } from './summary-search';
import type { SummaryDay } from './summary-series';
import { valueOf } from './summary-series';

/** Props of {@link SummaryChartBars}. */
export interface SummaryChartBarsProps {
  days: readonly SummaryDay[];
  /** The statuses present, bottom to top. */
  statuses: readonly TransactionStatusCode[];
  measure: SummaryMeasure;
  x: PickD3Scale<'band', number, string>;
  y: PickD3Scale<'linear', number>;
  rate: PickD3Scale<'linear', number>;
  plotHeight: number;
  links: SummaryLinks | null;
  patternPrefix: string;
  /** The tooltip that shows the active day's figures (their description). */
  describedBy: string;
  texts: { openDay: string; openStatus: string };
  statusNames: Readonly<Record<TransactionStatusCode, string>>;
}

/**
 * The bars, one per day, each a stack of status segments (d3's stack through visx), and the
 * success-rate line over them. A day is a column: with links, the column opens the day and each
 * segment its day and status; without, the column can still be focused for its figures. Every
 * focusable element starts out of the Tab order (`tabIndex` -1): the chart gives the one tab stop
 * its 0 itself, so moving it re-renders nothing here. Memoised, and plain `<a href>`s rather than
 * the host's links (the chart follows their clicks itself): a year is some 3,000 links, and
 * hovering, focusing or a new URL must not render them again.
 */
export const SummaryChartBars = memo(function SummaryChartBars({
  days,
  statuses,
  measure,
  x,
  y,
  rate,
  plotHeight,
  links,
  patternPrefix,
  describedBy,
  texts,
  statusNames,
}: SummaryChartBarsProps) {
  const step = x.step();
  const width = x.bandwidth();
  const outline = width >= 10 ? 1 : 0.5;
  const { date } = useDateFormat();
  const columns = useMemo(() => {
    const stacked = stack<SummaryDay, TransactionStatusCode>({ keys: [...statuses], value: (day, code) => valueOf(day, code, measure) })([...days]);
    return days.map((day, index) => ({
      day,
      x: x(day.day) ?? 0,
      segments: stacked.flatMap((series) => {
        const [from = 0, to = 0] = series[index] ?? [];
        const top = y(to);
        const height = y(from) - top;
        return height > 0 ? [{ code: series.key, y: top, height }] : [];
      }),
    }));
  }, [days, statuses, measure, x, y]);
  // Where each day and segment leads, and its name: kept when only the measure changes.
  const targets = useMemo(
    () =>
      days.map((day) => {
        const label = date(day.day);
        return {
          label,
          day: links ? { href: links.day(day.day), name: formatMessage(texts.openDay, { day: label }) } : null,
          segments: new Map(
            links
              ? statuses.map((code) => [code, { href: links.segment(day.day, code), name: formatMessage(texts.openStatus, { status: statusNames[code], day: label }) }] as const)
              : [],
          ),
        };
      }),
    [days, statuses, links, texts, statusNames, date],
  );
  const focusable = (index: number, item: string) => ({ 'data-day': index, 'data-key': keyOf({ day: index, item }), tabIndex: -1, 'aria-describedby': describedBy });

  const renderColumn = ({ day, x: left, segments }: (typeof columns)[number], index: number): ReactNode => {
    const target = targets[index]!;
    const column = <rect x={left - (step - width) / 2} y={0} width={step} height={plotHeight} fill="transparent" />;
    const segment = (code: TransactionStatusCode, top: number, height: number) => (
      <rect x={left} y={top} width={width} height={height} fill={statusFill(patternPrefix, code)} stroke="#fff" strokeWidth={outline} />
    );
    if (!target.day) {
      return (
        <g key={day.day} data-column="" role="img" aria-label={target.label} {...focusable(index, 'day')}>
          {column}
          {segments.map(({ code, y: top, height }) => (
            <g key={code}>{segment(code, top, height)}</g>
          ))}
        </g>
      );
    }
    return (
      <g key={day.day} data-column="">
        <a href={target.day.href} aria-label={target.day.name} {...focusable(index, 'day')}>
          {column}
        </a>
        {segments.map(({ code, y: top, height }) => (
          <a key={code} href={target.segments.get(code)?.href} aria-label={target.segments.get(code)?.name} {...focusable(index, code)}>
            {segment(code, top, height)}
          </a>
        ))}
      </g>
    );
  };

  const center = (day: SummaryDay) => (x(day.day) ?? 0) + width / 2;
  const line = { data: [...days], x: center, y: (day: SummaryDay) => rate(day.rate ?? 0), defined: (day: SummaryDay) => day.rate !== null };
  return (
    <>
      <g>{columns.map(renderColumn)}</g>
      <g aria-hidden="true" pointerEvents="none">
        <LinePath<SummaryDay> {...line} stroke="#fff" strokeWidth={5} strokeLinejoin="round" fill="none" />
        <LinePath<SummaryDay> {...line} stroke="#000" strokeWidth={2} strokeLinejoin="round" fill="none" />
        {step >= 12
          ? days.map((day) => (day.rate === null ? null : <circle key={day.day} cx={center(day)} cy={rate(day.rate)} r={3} fill="#000" stroke="#fff" strokeWidth={1.5} />))
          : null}
      </g>
    </>
  );
});
