import { lazy, type ComponentType } from 'react';
import { loadStrings } from './i18n.ts';

/**
 * React.lazy for a module's named export: `lazyNamed(() => import('./x.tsx'), 'XRoute', ['x'])`.
 * Screens behind sign-in are loaded this way so the landing page does not carry them (ADR 0013);
 * `texts` names the on-demand translation files the screen needs (locales/<language>/on-demand/),
 * fetched in the chosen language beside its code (D37).
 */
export function lazyNamed<M extends Record<K, ComponentType<any>>, K extends keyof M>( // eslint-disable-line @typescript-eslint/no-explicit-any -- any props: the component keeps its own type.
  load: () => Promise<M>,
  name: K,
  texts: readonly string[] = [],
) {
  return lazy(async () => {
    const [module] = await Promise.all([load(), loadStrings(...texts)]);
    return { default: module[name] };
  });
}
