import { css } from '../../../../styled-system/css';
import type { ChartLayout } from './summary-chart-layout';
import { EDGE } from './summary-chart-layout';
import type { SummaryDayFiguresProps } from './summary-day-figures';
import { SummaryDayFigures } from './summary-day-figures';
import type { SummaryDay } from './summary-series';

/** Props of {@link SummaryChartTooltip}. */
export interface SummaryChartTooltipProps extends Omit<SummaryDayFiguresProps, 'day'> {
  /** The tooltip's id, by which the bars name it as their description. */
  id: string;
  /** The active day; none hides the tooltip. */
  day: SummaryDay | undefined;
  /** On which side of the day's bar it opens (toward the middle of the visible chart). */
  side: 'left' | 'right' | undefined;
  layout: ChartLayout;
}

const tooltip = css({
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
});

/**
 * The active day's figures beside its bar, in the chart's scrolling area. Always rendered (hidden
 * without a day), so the bars' `aria-describedby` names an element that is there.
 */
export function SummaryChartTooltip({ id, day, side, layout, ...figures }: SummaryChartTooltipProps) {
  const { x, width } = layout;
  const dayX = day ? (x(day.day) ?? 0) : 0;
  return (
    <div
      id={id}
      role="tooltip"
      hidden={!day}
      className={tooltip}
      style={side === 'left' ? { right: width + EDGE - dayX + 6 } : { left: EDGE + dayX + x.bandwidth() + 6 }}
    >
      {day ? <SummaryDayFigures day={day} {...figures} /> : null}
    </div>
  );
}
