import type { Scan } from '@vigil/contract';
import { launchDebuggableChromium, type DebuggableChromium } from '../browser/debuggable-chromium';
import type { SsrfGuard } from '../net/guard';
import { proxyFlags, startGuardedProxy, type GuardedProxy } from '../net/guarded-proxy';
import { LighthouseProcess } from './lighthouse-process';

type LighthouseResult = NonNullable<Scan['lighthouse']>;

/** How long one run may take before it is killed and reported as not finished. */
export const LIGHTHOUSE_TIMEOUT_MS = 90_000;

export const lighthouseNotRun = (
  status: 'not_run' | 'not_sampled' | 'failed',
  error: string | null = null,
) =>
  ({
    status,
    scores: {
      performance: null,
      accessibility: null,
      best_practices: null,
      seo: null,
      average: null,
    },
    audits: [],
    error,
  }) satisfies LighthouseResult;

/** The error of a failed run, saying what it means for the page score. */
export const notMeasured = (error: string) =>
  `${error.slice(0, 400)} (not measured: the page score leaves Lighthouse out)`;

/**
 * Lighthouse on one Chromium of its own (the same binary, reached through a remote-debugging
 * port), started on first use and reused. Runs are serialised: Lighthouse measures CPU time, so two
 * at once on one worker would spoil each other's performance score. Lighthouse drives that
 * Chromium itself, so its requests cannot be intercepted one by one as the capture's are: they all
 * go through a local proxy that applies the SSRF guard instead.
 */
export class LighthouseRunner {
  private chrome: DebuggableChromium | null = null;
  private proxy: Promise<GuardedProxy> | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private readonly lighthouse = new LighthouseProcess();

  constructor(
    private readonly executablePath: string,
    private readonly guard: SsrfGuard,
    private readonly timeoutMs = LIGHTHOUSE_TIMEOUT_MS,
  ) {}

  /** Hosts the guard refused during runs so far (newest last). */
  async refusedHosts(): Promise<string[]> {
    return this.proxy ? [...(await this.proxy).refused] : [];
  }

  /** Runs after every earlier run has finished (a one-slot mutex). */
  run(url: string): Promise<LighthouseResult> {
    const next = this.queue.then(() => this.runNow(url));
    this.queue = next.catch(() => undefined);
    return next;
  }

  private async startChrome(): Promise<number> {
    if (this.chrome?.running()) return this.chrome.port;
    this.proxy ??= startGuardedProxy(this.guard);
    const proxy = await this.proxy;
    if (this.chrome?.running()) return this.chrome.port;
    this.chrome = launchDebuggableChromium(this.executablePath, proxyFlags(proxy));
    return this.chrome.port;
  }

  private async runNow(url: string): Promise<LighthouseResult> {
    const port = await this.startChrome();
    const parsed = (await this.lighthouse.run(url, port, this.timeoutMs)) as Pick<
      LighthouseResult,
      'audits'
    > & {
      scores: Omit<LighthouseResult['scores'], 'average'>;
      runtime_error: string | null;
    };
    // A run with a runtime error (NO_FCP, a page that never loads…) still reports some
    // categories; they measured nothing, so none of them is kept as a score.
    if (parsed.runtime_error) return lighthouseNotRun('failed', notMeasured(parsed.runtime_error));
    const values = Object.values(parsed.scores).filter((v): v is number => v !== null);
    const average =
      values.length === 0 ? null : Math.round(values.reduce((a, b) => a + b, 0) / values.length);
    return {
      status: 'done',
      scores: { ...parsed.scores, average },
      audits: parsed.audits,
      error: null,
    };
  }

  async close() {
    const chrome = this.chrome;
    const proxy = this.proxy;
    this.chrome = null;
    this.proxy = null;
    await this.lighthouse.close();
    await chrome?.close();
    await (await proxy)?.close();
  }
}
