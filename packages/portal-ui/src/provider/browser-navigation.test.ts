import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBrowserNavigation } from './browser-navigation';

describe('createBrowserNavigation: leave guard', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/merchant/list');
    window.history.pushState(null, '', '/merchant/edit');
  });
  afterEach(() => window.history.replaceState(null, '', '/'));

  function guarded() {
    const navigation = createBrowserNavigation();
    const guard = renderHook(({ on }) => navigation.useLeaveGuard!(on), { initialProps: { on: true } });
    return { navigation, guard };
  }

  it('holds navigate() until Leave', () => {
    const { navigation, guard } = guarded();
    act(() => navigation.navigate('/merchant/view'));
    expect(window.location.pathname).toBe('/merchant/edit');
    expect(guard.result.current.blocked).toBe(true);
    act(() => guard.result.current.proceed());
    expect(window.location.pathname).toBe('/merchant/view');
    guard.unmount();
  });

  it('puts the page back on Back, and goes where Back was going on Leave', async () => {
    const { guard } = guarded();
    act(() => window.history.back());
    await vi.waitFor(() => expect(guard.result.current.blocked).toBe(true));
    expect(window.location.pathname).toBe('/merchant/edit');

    act(() => guard.result.current.stay());
    expect(window.location.pathname).toBe('/merchant/edit');

    act(() => window.history.back());
    await vi.waitFor(() => expect(guard.result.current.blocked).toBe(true));
    act(() => guard.result.current.proceed());
    expect(window.location.pathname).toBe('/merchant/list');
    guard.unmount();
  });

  it('lets Back through once the guard is off', async () => {
    const { navigation, guard } = guarded();
    const pathname = renderHook(() => navigation.usePathname());
    guard.rerender({ on: false });
    act(() => window.history.back());
    await vi.waitFor(() => expect(pathname.result.current).toBe('/merchant/list'));
    expect(guard.result.current.blocked).toBe(false);
    pathname.unmount();
    guard.unmount();
  });
});
