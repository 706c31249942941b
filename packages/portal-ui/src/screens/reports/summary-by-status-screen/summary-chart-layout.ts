import type { PickD3Scale } from '@visx/scale';
import { scaleBand, scaleLinear } from '@visx/scale';
import { useMemo } from 'react';
import { css } from '../../../../styled-system/css';
import type { SummaryMeasure } from './summary-search';
import type { SummaryDay } from './summary-series';
import { totalOf } from './summary-series';

export const PLOT_HEIGHT = 220;
export const TOP = 8;
const BOTTOM = 28;
export const HEIGHT = TOP + PLOT_HEIGHT + BOTTOM;
export const LEFT_AXIS = 52;
/** Room beside the first and last bar for their day labels, inside the scrolling area. */
export const EDGE = 16;
export const RIGHT_AXIS = 48;
/**
 * A day's slot never gets narrower than this: 360 days then make a chart about 2,900 px wide
 * that scrolls inside its frame (the axes stay put), every day still its own bar to point at,
 * focus and open, rather than weeks summed into bars that open no single day.
 */
const MIN_STEP = 8;
const MAX_STEP = 64;
/** Room a bottom label (`DD/MM`) needs; labels are thinned out to fit. */
const LABEL_WIDTH = 44;

const axisLine = css({ stroke: 'border.strong' });
/** The look of every axis of the chart (the count or amount, the days, the success rate). */
export const AXIS_PROPS = { tickLabelProps: { className: css({ fill: 'fg.muted', fontSize: '11px' }) }, axisLineClassName: axisLine, tickClassName: axisLine };

/** The chart's geometry for a frame width: the slot of a day, the scales and the ticks. */
export interface ChartLayout {
  /** Width of a day's slot (its bar and the gap after it). */
  step: number;
  /** Width of the plot, every day's slot. */
  width: number;
  x: PickD3Scale<'band', number, string>;
  /** The count or amount axis. */
  y: PickD3Scale<'linear', number>;
  /** The success rate axis, 0 to 1. */
  rate: PickD3Scale<'linear', number>;
  yTicks: number[];
  /** The days that get a label on the bottom axis, the last day always among them. */
  dayTicks: string[];
}

/** Lays out the days in `frameWidth`: slots between {@link MIN_STEP} and {@link MAX_STEP}, scrolling beyond. */
export function useChartLayout(days: readonly SummaryDay[], measure: SummaryMeasure, frameWidth: number): ChartLayout {
  const last = days.length - 1;
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
  return { step, width, x, y, rate, yTicks, dayTicks };
}
