import { useSyncExternalStore } from 'react';

/** A mouse or touchpad that can hover: the sign of a device with a keyboard (not a touch screen). */
const QUERY = '(hover: hover) and (pointer: fine)';

function finePointer(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(QUERY).matches;
}

function subscribe(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {};
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/** Issue 44: true where hints about keys apply; a touch screen's members are not told about Shift+Enter. */
export function useFinePointer(): boolean {
  return useSyncExternalStore(subscribe, finePointer, () => false);
}
