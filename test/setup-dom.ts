// Jest setup of the browser packages: jest-dom matchers, and what jsdom lacks that the apps use.
import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
// Modal's dialog, the menu and the tooltip load their code on first use (issue 18). Loading it
// here, in each test file's module registry, keeps a first open as quick as when it came with the
// package: on a busy machine the first require of Chakra's overlays must not become a findByRole
// time-out. (The widgets still take their first-use path: only the require is warm.)
import '../shared/src/widgets/modal-dialog';
import '../shared/src/widgets/dropdown-menu-overlay';
import '../shared/src/widgets/tooltip-overlay';
import { loadToastify } from '../shared/src/toasts/toastify';
import { preloadStatefulParts } from '../shared/src/ui/stateful';
import { waitOnConditionsUpTo5Seconds } from '../shared/src/testing/wait-limit';

// Toasts load react-toastify on first use (issue 18); loaded before each file's tests, a toast
// shows in the same act() as its notify(), as in the browser once the first one has arrived.
beforeAll(() => loadToastify());
// Tabs, Checkbox and Progress likewise load their code on first render; here it is loaded ahead,
// so their first render is synchronous as it was (deferred-parts.test.tsx covers the first use).
beforeAll(() => preloadStatefulParts());

waitOnConditionsUpTo5Seconds();

// react-router 7 needs TextEncoder at import time.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// A file may ask for Node's environment instead (`@jest-environment node`, for Node's real fetch):
// the stand-ins below are for jsdom's window.
if (typeof window !== 'undefined') standInForWhatJsdomLacks();

function standInForWhatJsdomLacks() {
  // Chakra's overlays and media queries ask for these.
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  if (!('ResizeObserver' in window)) {
    Object.assign(window, {
      ResizeObserver: class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    });
  }
  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;

  // jsdom has no PointerEvent, and Chakra's checkbox (zag) dispatches one on click.
  if (!('PointerEvent' in window)) {
    class PointerEventStandIn extends MouseEvent {
      readonly pointerId: number;
      readonly pointerType: string;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 1;
        this.pointerType = init.pointerType ?? 'mouse';
      }
    }
    Object.assign(window, { PointerEvent: PointerEventStandIn });
  }
}

// jsdom has no Fetch API, and react-router's data router builds a Request for every navigation;
// this stand-in has what it reads when no route has a loader.
if (!('Request' in globalThis)) {
  class RequestStandIn {
    readonly url: string;
    readonly method: string;
    readonly signal: AbortSignal | null;
    constructor(input: string | URL, init: RequestInit = {}) {
      this.url = String(input);
      this.method = init.method ?? 'GET';
      this.signal = init.signal ?? null;
    }
  }
  Object.assign(globalThis, { Request: RequestStandIn });
}
