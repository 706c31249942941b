import type { TransactionStatusCode } from '@lego-portal/rules';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import { usePortal } from '../../../provider/portal-provider';
import { keyOf, nextTabStop, type TabStop } from './chart-keys';
import type { ChartLayout } from './summary-chart-layout';
import { EDGE } from './summary-chart-layout';
import type { SummaryLinks } from './summary-links';
import type { SummaryMeasure } from './summary-search';
import type { SummaryDay } from './summary-series';
import { valueOf } from './summary-series';

/** The day shown in the tooltip, and on which side of its bar the tooltip opens. */
export interface ChartActive {
  day: number;
  side: 'left' | 'right';
}

/** Options of {@link useChartInteraction}. */
export interface ChartInteractionOptions {
  days: readonly SummaryDay[];
  statuses: readonly TransactionStatusCode[];
  measure: SummaryMeasure;
  links: SummaryLinks | null;
  layout: ChartLayout;
}

/**
 * How the chart answers a person: hovering or focusing a day makes it the active one (its
 * figures in the tooltip), the chart is one tab stop that the arrow keys move through days and
 * segments, and a plain click on a bar goes through the host's navigation. Give `svgRef` and
 * `handlers` to the chart's `<svg>` and `scrollerRef` to the element that scrolls it.
 */
export function useChartInteraction({ days, statuses, measure, links, layout }: ChartInteractionOptions) {
  const { navigation } = usePortal();
  const scrollerRef = useRef<HTMLDivElement>(null);
  const svgRef = useRef<SVGSVGElement>(null);
  const last = days.length - 1;
  const [tabStop, setTabStop] = useState<TabStop>({ day: last, item: 'day' });
  const [active, setActive] = useState<ChartActive | null>(null);
  const { x, width } = layout;

  // Escape hides the tooltip where the pointer or the focus left it open, without moving either
  // (WCAG 1.4.13: dismissible); the next day hovered or focused shows it again.
  const open = active !== null;
  useEffect(() => {
    if (!open) return undefined;
    const dismiss = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') setActive(null);
    };
    document.addEventListener('keydown', dismiss);
    return () => document.removeEventListener('keydown', dismiss);
  }, [open]);

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

  return { scrollerRef, svgRef, active, handlers: { onFocus, onBlur, onPointerOver, onPointerLeave, onKeyDown, onClick } };
}
