import {
  createElement,
  lazy,
  Suspense,
  useState,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import { loadOnce } from '../lazy/load-once';

// Chakra parts take any props; their types come from Chakra's own namespace (see stateful.ts).
type Part = ComponentType<Record<string, unknown>>;

/**
 * A Chakra compound component (Tabs.Root, Tabs.List…) whose code loads when one of its parts
 * first renders (issue 18: their state machines were a fifth of the unused JavaScript on /login,
 * which shows none of them). Until the code is here a part renders nothing, inside its own
 * Suspense, so a checkbox appearing in a list row does not blank the whole screen; once loaded,
 * parts render directly. A part instance keeps the path it mounted with, so the arrival of the
 * code never remounts it (a tab's state survives). Only the parts listed exist. `preload` fetches
 * the code ahead (tests do, so a first render is synchronous as before).
 */
export function deferredParts<P extends string>(
  load: () => Promise<object>,
  parts: readonly P[],
): { parts: Record<P, Part>; preload: () => Promise<unknown> } {
  const code = loadOnce(() => load() as Promise<Record<P, Part>>);
  const lazyParts = {} as Record<P, LazyExoticComponent<Part>>;
  const result = {} as Record<P, Part>;
  for (const name of parts) {
    lazyParts[name] = lazy(() => code.load().then((module) => ({ default: module[name] })));
    const DeferredPart = (props: Record<string, unknown>) => {
      const [mountedLoaded] = useState(() => code.loaded() !== undefined);
      const loaded = code.loaded();
      if (mountedLoaded && loaded) return createElement(loaded[name], props);
      return createElement(Suspense, { fallback: null }, createElement(lazyParts[name], props));
    };
    DeferredPart.displayName = `Deferred.${name}`;
    result[name] = DeferredPart;
  }
  return { parts: result, preload: code.load };
}
