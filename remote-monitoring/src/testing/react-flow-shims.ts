/**
 * What React Flow reads of the browser that jsdom lacks (its docs' testing recipe): element sizes
 * through ResizeObserver and offsetWidth/Height, and the viewport's scale through DOMMatrix. Call
 * once at the top of a test file that renders a graph; every element then measures 200 × 80.
 */
export function shimReactFlow() {
  class ResizeObserverStandIn {
    constructor(private readonly callback: ResizeObserverCallback) {}
    observe(target: Element) {
      this.callback([{ target } as ResizeObserverEntry], this as unknown as ResizeObserver);
    }
    unobserve() {}
    disconnect() {}
  }
  class DOMMatrixReadOnlyStandIn {
    readonly m22: number;
    constructor(transform?: string) {
      const scale = /scale\(([\d.]+)\)/.exec(transform ?? '')?.[1];
      this.m22 = scale === undefined ? 1 : Number(scale);
    }
  }
  beforeAll(() => {
    Object.assign(window, {
      ResizeObserver: ResizeObserverStandIn,
      DOMMatrixReadOnly: DOMMatrixReadOnlyStandIn,
    });
    Object.defineProperties(HTMLElement.prototype, {
      offsetWidth: { configurable: true, get: () => 200 },
      offsetHeight: { configurable: true, get: () => 80 },
    });
    (SVGElement.prototype as unknown as { getBBox: () => DOMRect }).getBBox = () =>
      ({ x: 0, y: 0, width: 0, height: 0 }) as DOMRect;
  });
}
