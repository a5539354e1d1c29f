import type { Scan } from '@vigil/contract';
import { diskArtifactStore, type ArtifactStore } from '../artifacts/store';
import type { Db } from '../db/connection';
import { createSsrfGuard } from '../net/guard';
import { BrowserMissingError } from '../browser/browser-missing';
import { migrationScanIgnoreSelectors } from './migration-ignore-selectors';
import { PageCapturer, PageVisitError, type Capture } from './capture';
import { documentPrint, type DocumentPrint } from './fingerprint';
import { LighthouseRunner, lighthouseNotRun, notMeasured } from './lighthouse';
import { failedResult } from './failed-result';
import { completeScan, findScan, type ScanResult, type ScanRow } from './repository';
import { pageToVisit } from './repository-pages';
import { saveFingerprint } from './repository-unchanged';
import { brokenPageReason, overallScore } from './score';
import { SCREENSHOT_TYPE } from './screenshot';
import { securityChecks } from './security';
import { keepLastCapture } from './unchanged';

const NOT_SAMPLED =
  'not sampled: other pages of the same template (layout, else URL pattern) were measured; ' +
  'the page score leaves Lighthouse out';

export interface ScanEngineOptions {
  db: Db;
  artifactDir: string;
  /** Where screenshots and page sources go (`artifactStoreFor`); default files in artifactDir. */
  artifacts?: ArtifactStore;
  chromiumPath: string;
  lighthouse: boolean;
  /** VIGIL_ALLOW_PRIVATE_TARGETS: private hosts the scanner may visit (tests, intranets). */
  allowPrivateTargets: string | undefined;
  /** How long a Lighthouse run may take (default 90 s; tests shorten it). */
  lighthouseTimeoutMs?: number;
  /** How long an unchanged page's capture is kept before it is taken again (default 7 days). */
  recaptureAfterMs?: number;
}

const WEEK_MS = 7 * 24 * 3600 * 1000;

export type ScanEngine = ReturnType<typeof createScanEngine>;

/** The scanner of one worker process: one capture browser and one Lighthouse Chromium, reused. */
export function createScanEngine(options: ScanEngineOptions) {
  const { db, artifactDir, chromiumPath, lighthouse, recaptureAfterMs = WEEK_MS } = options;
  const guard = createSsrfGuard(options.allowPrivateTargets);
  const capturer = new PageCapturer(chromiumPath, guard);
  const lighthouseRunner = new LighthouseRunner(chromiumPath, guard, options.lighthouseTimeoutMs);
  const artifacts: ArtifactStore = options.artifacts ?? diskArtifactStore(db, artifactDir);

  /** Lighthouse's part: run, or why not (turned off, a broken page, outside the sample). */
  async function lighthouseOf(
    scan: Pick<ScanRow, 'lighthouse_sampled'>,
    url: string,
    broken: string | null,
  ): Promise<NonNullable<Scan['lighthouse']>> {
    if (broken) return lighthouseNotRun('not_run', `the page is broken (${broken})`);
    if (!lighthouse) return lighthouseNotRun('not_run');
    if (scan.lighthouse_sampled === false) return lighthouseNotRun('not_sampled', NOT_SAMPLED);
    return lighthouseRunner
      .run(url)
      .catch((error: Error) => lighthouseNotRun('failed', notMeasured(error.message)));
  }

  async function resultOf(
    scan: Pick<ScanRow, 'id' | 'account_id' | 'lighthouse_sampled'>,
    url: string,
    capture: Capture,
  ): Promise<ScanResult> {
    const image = (name: string, data: Buffer) =>
      artifacts.save({
        accountId: scan.account_id,
        scanId: scan.id,
        name,
        contentType: SCREENSHOT_TYPE,
        data,
      });
    const screenshot = await image('screenshot', capture.screenshot);
    const thumbnail = await image('thumbnail', capture.thumbnail);
    const html = await artifacts.save({
      accountId: scan.account_id,
      scanId: scan.id,
      name: 'html',
      contentType: 'text/html; charset=utf-8',
      data: Buffer.from(capture.html, 'utf8'),
    });
    // A broken page (404, 500, an image…) is not worth a Lighthouse run: it scores 0 anyway.
    const broken = brokenPageReason(capture);
    const lighthouseResult = await lighthouseOf(scan, url, broken);
    const violations = capture.violations;
    const parts = {
      logs: capture.logs,
      lighthouse: lighthouseResult,
      a11y: {
        violations,
        totals: {
          violations: violations.length,
          nodes: violations.reduce((sum, violation) => sum + violation.nodes_total, 0),
        },
      },
      security: securityChecks(capture),
    };
    return {
      ...parts,
      html_artifact_id: html.id,
      image_artifact_ids: [screenshot.id],
      thumbnail_artifact_id: thumbnail.id,
      timings: capture.timings,
      score: broken ? 0 : overallScore(parts),
      error: broken,
      http_status: capture.status,
    };
  }

  /**
   * Captures the page and completes the scan with what it found, and the capture's fingerprint.
   * A private target (SSRF guard) ends as a failed visit inside capture(), like DNS errors.
   */
  async function captureAndComplete(
    scan: ScanRow,
    url: string,
    hide: string[],
    printing: Promise<DocumentPrint | null>,
  ) {
    let result: ScanResult;
    let capture: Capture | null = null;
    try {
      capture = await capturer.capture(url, hide);
      result = await resultOf(scan, url, capture);
    } catch (error) {
      // A missing browser ends the scan with the fix, like a page that cannot load.
      if (!(error instanceof PageVisitError || error instanceof BrowserMissingError)) throw error;
      result = failedResult(error.message);
    }
    // A migration's scans carry no score: the site's score trend reads only scored scans.
    if (scan.url) result.score = null;
    // The check fetches the HTML as the browser did not (VigilBot, no cookie): it stands for
    // the page only if it got the same bytes (a page that differs at every visit, or that a
    // server serves otherwise to bots, is then never vouched for and always captured).
    const fetched = await printing;
    const document = fetched?.sha256 === capture?.documentSha256 ? fetched : null;
    const print = capture && { document, ...capture.resources, hide };
    await db.transaction(async (tx) => {
      if ((await completeScan(tx, scan, result)) && print)
        await saveFingerprint(tx, scan.id, print);
    });
  }

  return {
    /**
     * Runs the scan `scanId` if it is still running: visits its page, stores the artifacts and
     * completes it. A scan already completed is left alone, so a retried job changes nothing.
     * A page that cannot be loaded completes the scan with `error`; anything else throws, and the
     * queue retries.
     */
    async run(scanId: string): Promise<void> {
      const scan = await findScan(db, scanId);
      if (!scan || scan.time_completed) return;
      // A site migration's scan visits its own URL (page_id null) and masks what the site's page
      // at that path masks; a page's scan visits the page's URL.
      const pages = scan.url
        ? [
            {
              page_url: scan.url,
              ignore_selectors: await migrationScanIgnoreSelectors(db, scan.id),
            },
          ]
        : await pageToVisit(db, scan.page_id);
      const url = pages[0]?.page_url;
      if (!url) return;
      // The page's test settings: what to hide before the screenshot (clocks, ads, carousels).
      const hide = pages[0]?.ignore_selectors ?? [];
      // A page's HTML as fetched beside the capture: the next scan's cheap check compares it.
      const printing = scan.page_id ? documentPrint(guard, url) : Promise.resolve(null);
      if (scan.keep_unchanged && scan.page_id) {
        const keep = {
          maxAgeMs: recaptureAfterMs,
          lighthouseWanted: lighthouse && scan.lighthouse_sampled !== false,
        };
        const page = { ...scan, page_id: scan.page_id };
        if (await keepLastCapture(db, guard, page, hide, await printing, keep)) return;
      }
      await captureAndComplete(scan, url, hide, printing);
    },
    artifacts,
    async close() {
      await Promise.all([capturer.close(), lighthouseRunner.close()]);
    },
  };
}
