import { act, renderHook } from '@testing-library/react';
import type { FocusEvent } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTO_ADVANCE_MS, useAutoAdvance } from './use-auto-advance.ts';

function preferReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

beforeEach(() => {
  vi.useFakeTimers();
  preferReducedMotion(false);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('useAutoAdvance (spec §9: every 5000 ms)', () => {
  it('advances every 5 s and wraps around', () => {
    const { result } = renderHook(() => useAutoAdvance(3));
    expect(AUTO_ADVANCE_MS).toBe(5000);
    wait(4_999);
    expect(result.current.index).toBe(0);
    wait(1);
    expect(result.current.index).toBe(1);
    wait(5_000);
    wait(5_000);
    expect(result.current.index).toBe(0);
  });

  it('jumps where it is told and waits 5 s from there', () => {
    const { result } = renderHook(() => useAutoAdvance(3));
    wait(3_000);
    act(() => result.current.go(2));
    expect(result.current.index).toBe(2);
    wait(4_000);
    expect(result.current.index).toBe(2);
    wait(1_000);
    expect(result.current.index).toBe(0);
    act(() => result.current.go(-1));
    expect(result.current.index).toBe(2);
  });

  it('stops when paused (WCAG 2.2.2) and goes on when played', () => {
    const { result } = renderHook(() => useAutoAdvance(3));
    act(() => result.current.toggle());
    expect(result.current.playing).toBe(false);
    wait(20_000);
    expect(result.current.index).toBe(0);
    act(() => result.current.toggle());
    wait(5_000);
    expect(result.current.index).toBe(1);
  });

  it('waits while the pointer or the focus is inside', () => {
    const { result } = renderHook(() => useAutoAdvance(3));
    act(() => result.current.holdProps.onMouseEnter());
    wait(20_000);
    expect(result.current.index).toBe(0);
    act(() => result.current.holdProps.onMouseLeave());
    act(() => result.current.holdProps.onFocus());
    wait(20_000);
    expect(result.current.index).toBe(0);
    const outside = document.createElement('button');
    act(() =>
      result.current.holdProps.onBlur({
        currentTarget: document.createElement('div'),
        relatedTarget: outside,
      } as unknown as FocusEvent<HTMLElement>),
    );
    wait(5_000);
    expect(result.current.index).toBe(1);
  });

  it('never moves by itself for visitors who prefer reduced motion (D24)', () => {
    preferReducedMotion(true);
    const { result } = renderHook(() => useAutoAdvance(3));
    expect(result.current.playing).toBe(false);
    expect(result.current.canPlay).toBe(false);
    wait(30_000);
    expect(result.current.index).toBe(0);
    act(() => result.current.go(1));
    expect(result.current.index).toBe(1);
  });
});
