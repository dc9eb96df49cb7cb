import { useMediaQuery } from '#web/lib/use-media-query.ts';

/** A mouse or touchpad that can hover: the sign of a device with a keyboard (not a touch screen). */
const QUERY = '(hover: hover) and (pointer: fine)';

/** Issue 44: true where hints about keys apply; a touch screen's members are not told about Shift+Enter. */
export function useFinePointer(): boolean {
  return useMediaQuery(QUERY);
}
