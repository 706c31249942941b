import { describe, expect, it } from 'vitest';
import { nextTabStop } from './chart-keys';

// Day 0 had successes and failures, day 1 nothing, day 2 only failures.
const ITEMS = [['day', '1000', '1002'], ['day'], ['day', '1002']];
const itemsOf = (day: number) => ITEMS[day] ?? ['day'];
const press = (key: string, day: number, item: string) => nextTabStop(key, { day, item }, ITEMS.length, itemsOf);

describe('nextTabStop', () => {
  it('moves between days, keeping the status where the day has it', () => {
    expect(press('ArrowRight', 0, '1002')).toEqual({ day: 1, item: 'day' });
    expect(press('ArrowLeft', 2, '1002')).toEqual({ day: 1, item: 'day' });
    expect(press('End', 0, '1002')).toEqual({ day: 2, item: '1002' });
    expect(press('Home', 2, '1002')).toEqual({ day: 0, item: '1002' });
    expect(press('ArrowRight', 2, 'day')).toEqual({ day: 2, item: 'day' });
    expect(press('ArrowLeft', 0, 'day')).toEqual({ day: 0, item: 'day' });
  });

  it('climbs a day from the whole day up its stack and back', () => {
    expect(press('ArrowUp', 0, 'day')).toEqual({ day: 0, item: '1000' });
    expect(press('ArrowUp', 0, '1000')).toEqual({ day: 0, item: '1002' });
    expect(press('ArrowUp', 0, '1002')).toEqual({ day: 0, item: '1002' });
    expect(press('ArrowDown', 0, '1000')).toEqual({ day: 0, item: 'day' });
    expect(press('ArrowDown', 1, 'day')).toEqual({ day: 1, item: 'day' });
  });

  it('leaves other keys alone', () => {
    expect(press('Enter', 0, 'day')).toBeNull();
    expect(press('Tab', 0, 'day')).toBeNull();
  });
});
