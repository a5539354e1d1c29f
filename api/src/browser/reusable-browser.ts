import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import type { SsrfGuard } from '../net/guard';
import { proxyFlags, startGuardedProxy, type GuardedProxy } from '../net/guarded-proxy';
import { assertBrowserInstalled } from './browser-missing';
import { BROWSER_LIMITS } from '../net/limits';
import { CHROMIUM_FLAGS, SINGLE_PROCESS_SITES } from './flags';
import { limitResponses } from './response-limit';

/**
 * The one way the API drives Chromium (capture, crawl render, case runs, report): one headless
 * Chromium (env.CHROMIUM_PATH, the API's flags), launched on first use and shared by every
 * caller, each in a context of its own (no cookie or cache crosses callers); a browser that
 * crashed or failed to start is launched again by the next caller.
 *
 * Every connection the browser makes (page, redirects, sub-resources, popups, WebSockets,
 * workers) goes through a guarded proxy of its own that applies `guard` after DNS resolution,
 * loopback included and with no bypass list, so no redirect or script can reach an address the
 * guard refuses. Pages receiving more than BROWSER_LIMITS are closed (`FetchLimitError`).
 */
/**
 * A script every document of a withPage context evaluates before its own scripts, registered
 * once per context (while it is prepared as a spare); `id` names it among the spares' keys.
 */
export interface InitScript {
  id: string;
  source: string;
}

/** A fresh context with its response limits and first page open, never used yet. */
interface Prepared {
  context: BrowserContext;
  limit: ReturnType<typeof limitResponses>;
  page: Page;
}

export class ReusableBrowser {
  private browser: Promise<Browser> | null = null;
  private proxy: Promise<GuardedProxy> | null = null;
  /**
   * withPage's next context per set of options, opened while the current one works: a worker
   * scanning page after page then starts each visit on a ready page instead of waiting for a
   * context, a renderer process and the limiter's DevTools session (issue 11, capture speed).
   * Never used before it is handed out, so no cookie or cache crosses callers.
   */
  private spares = new Map<string, Promise<Prepared | null>>();

  constructor(
    private readonly executablePath: string,
    private readonly guard: SsrfGuard,
    private readonly limits = BROWSER_LIMITS,
  ) {}

  /** Hosts the proxy refused so far (newest last). */
  async refusedHosts(): Promise<string[]> {
    return this.proxy ? [...(await this.proxy).refused] : [];
  }

  private get(): Promise<Browser> {
    if (!this.browser) {
      assertBrowserInstalled(this.executablePath);
      this.proxy ??= startGuardedProxy(this.guard);
      // Loaded when a browser is first needed: every API process and test file imports this
      // module through the app, and most never start a browser (~0.2 CPU-s a load).
      const launching = this.proxy.then(async (proxy) =>
        (await import('playwright-core')).chromium.launch({
          executablePath: this.executablePath,
          headless: true,
          args: [...CHROMIUM_FLAGS, ...SINGLE_PROCESS_SITES, ...proxyFlags(proxy)],
        }),
      );
      this.browser = launching;
      const forget = () => {
        if (this.browser === launching) this.browser = null;
      };
      launching.then((browser) => browser.on('disconnected', forget)).catch(forget);
    }
    return this.browser;
  }

  /**
   * Runs `use` with a fresh context, closed afterwards whatever happens; `newPage` opens a page
   * whose responses are already counted (popups are counted from their first event). A page
   * that passed the response limits fails the call with FetchLimitError, whatever `use` made of
   * its closing. This is the factory a case-run engine uses too.
   */
  async withContext<T>(
    options: BrowserContextOptions,
    use: (context: BrowserContext, newPage: () => Promise<Page>) => Promise<T>,
  ): Promise<T> {
    // A proxy given per context would replace the browser's: refused, the launch flags hold.
    if (options.proxy) throw new Error('a context cannot choose its own proxy');
    const context = await (await this.get()).newContext(options);
    const limit = limitResponses(context, this.limits);
    const newPage = async () => {
      const page = await context.newPage();
      await limit.ready();
      return page;
    };
    return this.usedOnce(context, limit, () => use(context, newPage));
  }

  /**
   * Runs `run` on a context that is closed afterwards whatever happens. A page past the response
   * limits fails the call with FetchLimitError, whatever `run` made of its closing; any other
   * error is explained (a missing or crashed browser named as such).
   */
  private async usedOnce<T>(
    context: BrowserContext,
    limit: ReturnType<typeof limitResponses>,
    run: () => Promise<T>,
  ): Promise<T> {
    try {
      const result = await run().catch(async (error: unknown) => {
        limit.assertWithin();
        throw await this.explained(error);
      });
      limit.assertWithin();
      return result;
    } finally {
      await context.close().catch(() => undefined);
    }
  }

  /**
   * Chromium reports every failed HTTPS or WebSocket tunnel as ERR_TUNNEL_CONNECTION_FAILED: the
   * error's message gets the proxy's reason instead (a refused target, a name that does not
   * resolve, a refused connection), in place, so callers keep the error they catch.
   */
  private async explained(error: unknown): Promise<unknown> {
    const match = /net::ERR_TUNNEL_CONNECTION_FAILED at (\S+)/.exec(
      (error as Error)?.message ?? '',
    );
    if (!match || !this.proxy || !URL.canParse(match[1]!)) return error;
    const url = new URL(match[1]!);
    const port = Number(
      url.port || (url.protocol === 'http:' || url.protocol === 'ws:' ? 80 : 443),
    );
    const reason = (await this.proxy).tunnelFailure(url.hostname, port);
    if (reason)
      (error as Error).message = (error as Error).message.replace(
        match[0],
        `${reason} at ${match[1]}`,
      );
    return error;
  }

  private async prepare(
    browser: Browser,
    options: BrowserContextOptions,
    initScript?: InitScript,
  ): Promise<Prepared> {
    const context = await browser.newContext(options);
    try {
      if (initScript) await context.addInitScript(initScript.source);
      const limit = limitResponses(context, this.limits);
      const page = await context.newPage();
      await limit.ready();
      return { context, limit, page };
    } catch (error) {
      await context.close().catch(() => undefined);
      throw error;
    }
  }

  /** The spare prepared for `options` if it is still usable, else a new one; prepares the next. */
  private async take(options: BrowserContextOptions, initScript?: InitScript): Promise<Prepared> {
    const browser = await this.get();
    const key = `${JSON.stringify(options)} ${initScript?.id ?? ''}`;
    // Taken and replaced with no await in between: two callers at once never share a spare.
    const pending = this.spares.get(key);
    this.spares.set(
      key,
      this.prepare(browser, options, initScript).catch(() => null),
    );
    const spare = pending ? await pending : null;
    // On the same browser (a relaunch never comes from a spare): one closing meanwhile fails it.
    if (spare && !spare.page.isClosed() && spare.context.browser() === browser) return spare;
    await spare?.context.close().catch(() => undefined);
    return this.prepare(browser, options, initScript);
  }

  /**
   * Runs `use` on a page of a fresh context (see withContext), handed out ready: the next one
   * is prepared while `use` runs. `initScript`: evaluated by each of its documents (see InitScript).
   */
  async withPage<T>(
    options: BrowserContextOptions,
    use: (page: Page) => Promise<T>,
    initScript?: InitScript,
  ): Promise<T> {
    if (options.proxy) throw new Error('a context cannot choose its own proxy');
    const { context, limit, page } = await this.take(options, initScript);
    return this.usedOnce(context, limit, () => use(page));
  }

  async close(): Promise<void> {
    const browser = this.browser;
    const proxy = this.proxy;
    const spares = [...this.spares.values()];
    this.browser = null;
    this.proxy = null;
    this.spares.clear();
    await Promise.all(
      spares.map(async (spare) => (await spare)?.context.close().catch(() => undefined)),
    );
    if (browser) await (await browser.catch(() => null))?.close();
    if (proxy) await (await proxy.catch(() => null))?.close();
  }
}
