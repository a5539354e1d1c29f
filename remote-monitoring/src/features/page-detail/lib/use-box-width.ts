import { useLayoutEffect, useState } from 'react';

/**
 * The content width of the element `ref` is given to, in CSS pixels, kept current as it resizes;
 * `fallback` until it has been measured (and where nothing can measure, as in jsdom). A callback
 * ref: the element may appear later than the component (a chart drawn once it has two points).
 */
export function useBoxWidth<T extends HTMLElement>(fallback: number) {
  const [element, ref] = useState<T | null>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.floor(entry?.contentRect.width ?? 0);
      if (measured > 0) setWidth(measured);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return { ref, width };
}
