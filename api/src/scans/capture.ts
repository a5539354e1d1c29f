import type { Page } from 'playwright-core';
import { ReusableBrowser } from '../browser/reusable-browser';
import type { SsrfGuard } from '../net/guard';
import { watchNetwork } from '../browser/network-quiet';
import { FetchLimitError } from '../net/limits';
import { proxyFailureOf } from '../net/proxy-failure';
import { sha256, type ResourcePrint } from './fingerprint';
import { watchResources } from './resource-prints';
import { takeScreenshots } from './screenshot';
import { AXE_GLOBAL, axeInitScript } from './axe-script';

const NAVIGATION_TIMEOUT_MS = 30_000;
const MAX_LOG_ENTRIES = 500;
const MAX_MESSAGE_LENGTH = 2000;
/**
 * After load, the capture waits for the network to have been quiet this long (from the last
 * request's end), so a script that fetches or inserts something just after load is seen; at most
 * QUIET_MAX_MS on a page that never goes quiet (polling, streams).
 */
const QUIET_MS = 200;
const QUIET_MAX_MS = 3000;

/** The page itself could not be loaded (DNS, refused, timeout): a result, not a job failure. */
export class PageVisitError extends Error {}

export interface ConsoleEntry {
  level: string;
  message: string;
  source: string;
  timestamp: string;
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  description: string;
  help: string;
  help_url: string;
  /** The first MAX_AXE_NODES nodes; `nodes_total` counts every one. */
  nodes: { target: string[]; html: string }[];
  nodes_total: number;
}

export interface Capture {
  finalUrl: string;
  status: number | null;
  /** The main document's Content-Type ('' when it sent none). */
  contentType: string;
  html: string;
  /** WebP (screenshot.ts): the page up to 10,000 px tall, and its first screen small. */
  screenshot: Buffer;
  thumbnail: Buffer;
  logs: ConsoleEntry[];
  violations: AxeViolation[];
  timings: { ttfb_ms: number | null; dom_content_loaded_ms: number | null; load_ms: number | null };
  /** Response headers of the main document (lower-case names) and its Set-Cookie lines. */
  headers: Record<string, string>;
  setCookies: string[];
  /** URLs of sub-resources requested over http:// by the page. */
  insecureRequests: string[];
  /** SHA-256 of the document as the browser received it (null: unread); see engine.ts. */
  documentSha256: string | null;
  /** The page's same-origin sub-resources (the next scan's cheap check); `complete`: all of them. */
  resources: { resources: ResourcePrint[]; complete: boolean };
}

/**
 * One headless Chromium per worker process, launched on first use and reused by every scan
 * (each scan gets its own context, so no cookie or cache crosses scans).
 */
export class PageCapturer {
  private readonly browser: ReusableBrowser;

  constructor(
    executablePath: string,
    private readonly guard: SsrfGuard,
  ) {
    this.browser = new ReusableBrowser(executablePath, guard);
  }

  /** Refuses (as a failed visit) a host the SSRF guard refuses. */
  private async assertAllowed(url: string) {
    await this.guard.checkHost(new URL(url).hostname).catch((error: Error) => {
      throw new PageVisitError(error.message);
    });
  }

  /** `hide`: CSS selectors of the page's test settings, hidden before the screenshot only. */
  async capture(url: string, hide: string[] = []): Promise<Capture> {
    await this.assertAllowed(url);
    // Over the browser's response limits (a compressed bomb): the page's result, not a crash.
    return this.browser
      .withPage(
        { viewport: { width: 1280, height: 800 } },
        (page) => this.visit(page, url, hide),
        axeInitScript(),
      )
      .catch((error: Error) => {
        throw error instanceof FetchLimitError ? new PageVisitError(error.message) : error;
      });
  }

  private async visit(page: Page, url: string, hide: string[]): Promise<Capture> {
    const logs: ConsoleEntry[] = [];
    const push = (entry: ConsoleEntry) => {
      if (logs.length < MAX_LOG_ENTRIES)
        logs.push({ ...entry, message: entry.message.slice(0, MAX_MESSAGE_LENGTH) });
    };
    page.on('console', (message) => {
      const { url: file, lineNumber } = message.location();
      push({
        level: message.type() === 'warning' ? 'warning' : message.type(),
        message: message.text(),
        source: file ? `${file}:${lineNumber + 1}` : '',
        timestamp: new Date().toISOString(),
      });
    });
    page.on('pageerror', (error) =>
      push({
        level: 'error',
        message: error.message,
        source: 'exception',
        timestamp: new Date().toISOString(),
      }),
    );
    const insecureRequests: string[] = [];
    page.on('request', (request) => {
      // Navigations (the page, its redirects) are judged as HTTPS, not as mixed content.
      if (request.url().startsWith('http://') && !request.isNavigationRequest())
        insecureRequests.push(request.url());
    });

    const network = watchNetwork(page);
    const resources = watchResources(page);
    const response = await page
      .goto(url, { waitUntil: 'load', timeout: NAVIGATION_TIMEOUT_MS })
      .catch((error: Error) => {
        throw new PageVisitError(error.message.split('\n')[0] ?? 'the page could not be loaded');
      });
    // The browser's guarded proxy answered for a site it refused or could not reach.
    const failure = response ? proxyFailureOf(await response.allHeaders()) : null;
    if (failure) throw new PageVisitError(`${failure} at ${response!.url()}`);
    // Network quiet for a moment, so late scripts log before the capture (bounded).
    await network.quiet(QUIET_MS, QUIET_MAX_MS);
    const headers = response ? await response.allHeaders() : {};
    const documentSha256 = response ? await response.body().then(sha256, () => null) : null;
    const setCookies = response
      ? (await response.headersArray())
          .filter((header) => header.name.toLowerCase() === 'set-cookie')
          .map((header) => header.value)
      : [];
    const timings = await page.evaluate(() => {
      // Runs in the page; the API compiles without DOM types, hence the narrow shape. No named
      // helpers in here: under tsx (esbuild keepNames) they become __name(...) calls, and the
      // page has no __name, so every scan failed (caught by e2e/onboarding-journey).
      const timing = (globalThis as unknown as BrowserPerformance).performance;
      const nav = timing.getEntriesByType('navigation')[0];
      const [ttfb, domContentLoaded, load] = [
        nav ? nav.responseStart - nav.startTime : undefined,
        nav?.domContentLoadedEventEnd,
        nav?.loadEventEnd,
      ].map((value) => (value === undefined || value <= 0 ? null : Math.round(value)));
      return {
        ttfb_ms: ttfb ?? null,
        dom_content_loaded_ms: domContentLoaded ?? null,
        load_ms: load ?? null,
      };
    });
    const html = await page.content();
    if (hide.length > 0) await page.evaluate(hideSelectors, hide);
    // axe is in the page already: the context's init script (axe-script.ts).
    const { full: screenshot, thumbnail } = await takeScreenshots(page);
    const violations = await page.evaluate(async (axeGlobal) => {
      const scope = globalThis as unknown as Record<string, unknown> & { document: unknown };
      const axe = scope[axeGlobal] as {
        run(context: unknown, options: { resultTypes: string[] }): Promise<AxeResults>;
      };
      const { document } = scope;
      // Only violations are read: axe then skips gathering the nodes of every passing rule.
      const result = await axe.run(document, { resultTypes: ['violations'] });
      return result.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? null,
        description: violation.description,
        help: violation.help,
        help_url: violation.helpUrl,
        nodes: violation.nodes.slice(0, 20).map((node) => ({
          target: node.target.map(String),
          html: node.html.slice(0, 500),
        })),
        nodes_total: violation.nodes.length,
      }));
    }, AXE_GLOBAL);
    return {
      finalUrl: page.url(),
      status: response?.status() ?? null,
      contentType: headers['content-type'] ?? '',
      html,
      screenshot,
      thumbnail,
      logs,
      violations,
      timings,
      headers,
      setCookies,
      insecureRequests,
      documentSha256,
      resources: await resources.prints(),
    };
  }

  close(): Promise<void> {
    return this.browser.close();
  }
}

/**
 * Runs in the page: hides the elements of each selector, keeping their space (no layout shift),
 * so the screenshots of two visits do not differ by a clock or an ad. Set through the CSSOM from
 * DevTools (the page's CSP does not apply); a selector that does not parse is skipped.
 */
function hideSelectors(selectors: string[]) {
  const doc = (globalThis as unknown as { document: HidingDocument }).document;
  for (const selector of selectors) {
    try {
      for (const element of doc.querySelectorAll(selector))
        element.style.setProperty('visibility', 'hidden', 'important');
    } catch {
      // An invalid selector hides nothing rather than failing the scan.
    }
  }
}

interface HidingDocument {
  querySelectorAll(selector: string): Iterable<{
    style: { setProperty(name: string, value: string, priority: string): void };
  }>;
}

/** The part of axe-core's result read here (axe's own types describe the browser global). */
interface AxeResults {
  violations: {
    id: string;
    impact?: string | null;
    description: string;
    help: string;
    helpUrl: string;
    nodes: { target: unknown[]; html: string }[];
  }[];
}

interface BrowserPerformance {
  performance: {
    getEntriesByType(type: 'navigation'): {
      startTime: number;
      responseStart: number;
      domContentLoadedEventEnd: number;
      loadEventEnd: number;
    }[];
  };
}
