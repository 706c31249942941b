import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryNavigation } from './memory-navigation';

/** A memory navigation at `/merchant/edit` (after `/merchant/list`) with a leave guard rendered. */
function guardedAtEdit(when = true) {
  const navigation = createMemoryNavigation('/merchant/list');
  navigation.navigate('/merchant/edit');
  const guard = renderHook(({ on }) => navigation.useLeaveGuard(on), { initialProps: { on: when } });
  return { navigation, guard };
}

describe('createMemoryNavigation: leave guard', () => {
  it('holds navigate() away from the page while on, and Leave (proceed) lets it happen', () => {
    const { navigation, guard } = guardedAtEdit();
    act(() => navigation.navigate('/merchant/view'));
    expect(navigation.location).toBe('/merchant/edit');
    expect(guard.result.current.blocked).toBe(true);

    act(() => guard.result.current.proceed());
    expect(navigation.location).toBe('/merchant/view');
    expect(navigation.history).toEqual(['/merchant/list', '/merchant/edit', '/merchant/view']);
    expect(guard.result.current.blocked).toBe(false);
  });

  it('drops the held navigation on Stay, and holds the next one again', () => {
    const { navigation, guard } = guardedAtEdit();
    act(() => navigation.navigate('/merchant/view', { replace: true }));
    act(() => guard.result.current.stay());
    expect(navigation.location).toBe('/merchant/edit');
    expect(guard.result.current.blocked).toBe(false);

    act(() => navigation.navigate('/merchant/view'));
    expect(guard.result.current.blocked).toBe(true);
    expect(navigation.location).toBe('/merchant/edit');
  });

  it('holds Back like a link', () => {
    const { navigation, guard } = guardedAtEdit();
    act(() => navigation.back());
    expect(navigation.location).toBe('/merchant/edit');
    expect(guard.result.current.blocked).toBe(true);
    act(() => guard.result.current.proceed());
    expect(navigation.location).toBe('/merchant/list');
  });

  it('lets a change of the query string alone through', () => {
    const { navigation, guard } = guardedAtEdit();
    act(() => navigation.navigate('/merchant/edit?section=fees'));
    expect(navigation.location).toBe('/merchant/edit?section=fees');
    expect(guard.result.current.blocked).toBe(false);
  });

  it('holds nothing while off, and drops a held navigation when it turns off', () => {
    const { navigation, guard } = guardedAtEdit(false);
    act(() => navigation.navigate('/merchant/view'));
    expect(navigation.location).toBe('/merchant/view');
    expect(guard.result.current.blocked).toBe(false);

    guard.rerender({ on: true });
    act(() => navigation.navigate('/merchant/list'));
    expect(guard.result.current.blocked).toBe(true);
    guard.rerender({ on: false });
    expect(guard.result.current.blocked).toBe(false);
    act(() => guard.result.current.proceed());
    expect(navigation.location).toBe('/merchant/view');
  });

  it('stops holding once the guard unmounts', () => {
    const { navigation, guard } = guardedAtEdit();
    guard.unmount();
    act(() => navigation.navigate('/merchant/view'));
    expect(navigation.location).toBe('/merchant/view');
  });
});
