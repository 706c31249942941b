/** The chart's one tab stop: a day, and on it the whole day (`'day'`) or one status's segment (its code). */
export interface TabStop {
  day: number;
  item: string;
}

/** The element key of a tab stop (its `data-key`). */
export const keyOf = (stop: TabStop) => `${stop.day}:${stop.item}`;

/**
 * Where a key press on the chart moves its tab stop, or null for keys the chart leaves alone.
 * Left and Right go to the previous and next day, keeping the status when that day has it;
 * Home and End to the first and last day; Up climbs the day's stack (the whole day first, then
 * its segments bottom to top) and Down comes back. `itemsOf(day)` lists a day's items in that
 * order, the whole day first.
 */
export function nextTabStop(key: string, stop: TabStop, dayCount: number, itemsOf: (day: number) => readonly string[]): TabStop | null {
  const toDay = (day: number): TabStop => {
    const target = Math.min(Math.max(day, 0), dayCount - 1);
    return { day: target, item: itemsOf(target).includes(stop.item) ? stop.item : 'day' };
  };
  const items = itemsOf(stop.day);
  const index = Math.max(items.indexOf(stop.item), 0);
  switch (key) {
    case 'ArrowLeft':
      return toDay(stop.day - 1);
    case 'ArrowRight':
      return toDay(stop.day + 1);
    case 'Home':
      return toDay(0);
    case 'End':
      return toDay(dayCount - 1);
    case 'ArrowUp':
      return { day: stop.day, item: items[Math.min(index + 1, items.length - 1)] ?? 'day' };
    case 'ArrowDown':
      return { day: stop.day, item: items[Math.max(index - 1, 0)] ?? 'day' };
    default:
      return null;
  }
}
