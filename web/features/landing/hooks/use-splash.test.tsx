import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SPLASH_MS, useSplash } from './use-splash.ts';

beforeEach(() => {
  vi.useFakeTimers();
  window.sessionStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe('useSplash (D24: 2 s, once per browser session)', () => {
  it('shows for 2 s, fades, then is gone', () => {
    const { result } = renderHook(() => useSplash());
    expect(SPLASH_MS).toBe(2000);
    expect(result.current).toBe('showing');
    act(() => vi.advanceTimersByTime(1_999));
    expect(result.current).toBe('showing');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('leaving');
    act(() => vi.advanceTimersByTime(300));
    expect(result.current).toBe('gone');
  });

  it('is not shown again in the same session', () => {
    renderHook(() => useSplash()).unmount();
    expect(renderHook(() => useSplash()).result.current).toBe('gone');
  });
});
