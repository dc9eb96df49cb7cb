import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for a module's named export: `lazyNamed(() => import('./x.tsx'), 'XRoute')`. Screens
 * behind sign-in are loaded this way so the landing page does not carry them (ADR 0013).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props: the component keeps its own type.
export function lazyNamed<M extends Record<K, ComponentType<any>>, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}
