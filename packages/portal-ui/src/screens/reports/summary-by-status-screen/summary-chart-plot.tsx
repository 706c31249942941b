import { AxisBottom } from '@visx/axis';
import { useMemo } from 'react';
import { css } from '../../../../styled-system/css';
import type { SummaryChartBarsProps } from './summary-chart-bars';
import { SummaryChartBars } from './summary-chart-bars';
import type { ChartLayout } from './summary-chart-layout';
import { AXIS_PROPS, EDGE, PLOT_HEIGHT, TOP } from './summary-chart-layout';
import { formatShortDay } from './summary-format';
import type { SummaryDay } from './summary-series';

/** Props of {@link SummaryChartPlot}. */
export interface SummaryChartPlotProps extends Omit<SummaryChartBarsProps, 'x' | 'y' | 'rate' | 'plotHeight' | 'texts'> {
  layout: ChartLayout;
  /** The day hovered or focused, shaded behind its bar. */
  activeDay: SummaryDay | undefined;
  texts: { openDay: string; openStatus: string };
}

const styles = {
  highlight: css({ fill: 'bg.emphasized' }),
  grid: css({ stroke: 'border.default', strokeDasharray: '2 3' }),
};

/**
 * What scrolls between the fixed axes: the grid, the active day's shade, the bars with the
 * success-rate line, and the days along the bottom.
 */
export function SummaryChartPlot({ layout, activeDay, texts, ...bars }: SummaryChartPlotProps) {
  const { step, width, x, y, rate, yTicks, dayTicks } = layout;
  // The bars are memoised: their texts must keep their identity while the tooltip moves.
  const barTexts = useMemo(() => ({ openDay: texts.openDay, openStatus: texts.openStatus }), [texts.openDay, texts.openStatus]);
  const activeX = activeDay ? (x(activeDay.day) ?? 0) : 0;
  return (
    <g transform={`translate(${EDGE},${TOP})`}>
      <g aria-hidden="true">
        {yTicks.map((tick) => (
          <line key={tick} x1={0} x2={width} y1={y(tick)} y2={y(tick)} className={styles.grid} />
        ))}
        {activeDay ? <rect x={activeX - (step - x.bandwidth()) / 2} y={0} width={step} height={PLOT_HEIGHT} className={styles.highlight} /> : null}
      </g>
      <SummaryChartBars {...bars} x={x} y={y} rate={rate} plotHeight={PLOT_HEIGHT} texts={barTexts} />
      <g aria-hidden="true">
        <AxisBottom top={PLOT_HEIGHT} scale={x} tickValues={dayTicks} tickFormat={formatShortDay} {...AXIS_PROPS} />
      </g>
    </g>
  );
}
