import type { TransactionStatusCode } from '@lego-portal/rules';
import { formatMessage } from '@lego-portal/rules';
import type { PickD3Scale } from '@visx/scale';
import { BarStack, LinePath } from '@visx/shape';
import { memo, type ComponentType, type ReactNode } from 'react';
import type { PortalLinkProps } from '../../../provider/navigation';
import { keyOf } from './chart-keys';
import { statusFill } from './status-patterns';
import { formatDay } from './summary-format';
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
  Link: ComponentType<PortalLinkProps>;
  /** The key of the element that takes Tab (`keyOf`); every other one is reached with the arrow keys. */
  tabStop: string;
  patternPrefix: string;
  /** The tooltip that shows the active day's figures (their description). */
  describedBy: string;
  texts: { openDay: string; openStatus: string };
  statusNames: Readonly<Record<TransactionStatusCode, string>>;
}

/** A drawn segment of a day's bar. */
interface Segment {
  code: TransactionStatusCode;
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The bars, one per day, each a stack of status segments (visx's BarStack over d3's stack), and
 * the success-rate line over them. A day is a column: with links, the column opens the day and
 * each segment its day and status; without, the column can still be focused for its figures.
 * Only the tab stop is in the Tab order. Memoised: hovering moves the highlight and the tooltip,
 * not the thousands of elements of a long period.
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
  Link,
  tabStop,
  patternPrefix,
  describedBy,
  texts,
  statusNames,
}: SummaryChartBarsProps) {
  const step = x.step();
  const outline = x.bandwidth() >= 10 ? 1 : 0.5;
  const center = (day: SummaryDay) => (x(day.day) ?? 0) + x.bandwidth() / 2;
  const focusProps = (index: number, item: string) => ({
    'data-day': index,
    'data-key': keyOf({ day: index, item }),
    tabIndex: keyOf({ day: index, item }) === tabStop ? 0 : -1,
    'aria-describedby': describedBy,
  });

  const renderDay = (day: SummaryDay, index: number, segments: readonly Segment[]): ReactNode => {
    const label = formatDay(day.day);
    const column = <rect x={(x(day.day) ?? 0) - (step - x.bandwidth()) / 2} y={0} width={step} height={plotHeight} fill="transparent" />;
    const drawn = segments.map((segment) => (
      <rect
        key={segment.code}
        x={segment.x}
        y={segment.y}
        width={segment.width}
        height={segment.height}
        fill={statusFill(patternPrefix, segment.code)}
        stroke="#fff"
        strokeWidth={outline}
      />
    ));
    if (!links) {
      return (
        <g key={day.day} role="img" aria-label={label} {...focusProps(index, 'day')}>
          {column}
          {drawn}
        </g>
      );
    }
    return (
      <g key={day.day}>
        <Link to={links.day(day.day)} aria-label={formatMessage(texts.openDay, { day: label })} {...focusProps(index, 'day')}>
          {column}
        </Link>
        {segments.map((segment, at) => (
          <Link
            key={segment.code}
            to={links.segment(day.day, segment.code)}
            aria-label={formatMessage(texts.openStatus, { status: statusNames[segment.code], day: label })}
            {...focusProps(index, segment.code)}
          >
            {drawn[at]}
          </Link>
        ))}
      </g>
    );
  };

  return (
    <>
      <BarStack<SummaryDay, TransactionStatusCode>
        data={days as SummaryDay[]}
        keys={statuses as TransactionStatusCode[]}
        value={(day, code) => valueOf(day, code, measure)}
        x={(day) => day.day}
        xScale={x}
        yScale={y}
        color={() => ''}
      >
        {(stacks) =>
          days.map((day, index) =>
            renderDay(
              day,
              index,
              stacks.flatMap(({ key, bars }) => {
                const bar = bars[index];
                return bar && bar.height > 0 ? [{ code: key, x: bar.x, y: bar.y, width: bar.width, height: bar.height }] : [];
              }),
            ),
          )
        }
      </BarStack>
      <g aria-hidden="true" pointerEvents="none">
        <LinePath<SummaryDay> data={days as SummaryDay[]} x={center} y={(day) => rate(day.rate ?? 0)} defined={(day) => day.rate !== null} stroke="#fff" strokeWidth={5} strokeLinejoin="round" fill="none" />
        <LinePath<SummaryDay> data={days as SummaryDay[]} x={center} y={(day) => rate(day.rate ?? 0)} defined={(day) => day.rate !== null} stroke="#000" strokeWidth={2} strokeLinejoin="round" fill="none" />
        {step >= 12
          ? days.map((day) =>
              day.rate === null ? null : <circle key={day.day} cx={center(day)} cy={rate(day.rate)} r={3} fill="#000" stroke="#fff" strokeWidth={1.5} />,
            )
          : null}
      </g>
    </>
  );
});
