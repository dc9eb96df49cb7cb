import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SPLASH_MS, useSplash } from './use-splash.ts';

beforeEach(() => {
  vi.useFakeTimers();
  window.sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('useSplash (D24: 2 s, once per browser session)', () => {
  it('counts its 2 s from the page load: shows, fades in its last 300 ms, then is gone', () => {
    // The page's clock (performance.now() is 0 when the navigation began) moves with the timers.
    let pageClock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => pageClock);
    const tick = (ms: number) =>
      act(() => {
        pageClock += ms;
        vi.advanceTimersByTime(ms);
      });
    const { result } = renderHook(() => useSplash());
    expect(SPLASH_MS).toBe(2000);
    expect(result.current).toBe('showing');
    tick(1_699);
    expect(result.current).toBe('showing');
    tick(1);
    expect(result.current).toBe('leaving');
    tick(300);
    expect(result.current).toBe('gone');
  });

  it('is not shown when the landing page arrives after the 2 s (a slow start)', () => {
    vi.spyOn(performance, 'now').mockReturnValue(2_400);
    expect(renderHook(() => useSplash()).result.current).toBe('gone');
  });

  it('is not shown again in the same session', () => {
    renderHook(() => useSplash()).unmount();
    expect(renderHook(() => useSplash()).result.current).toBe('gone');
  });
});
