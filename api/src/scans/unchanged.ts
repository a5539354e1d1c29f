import type { Db } from '../db/connection';
import type { SsrfGuard } from '../net/guard';
import { changedResource, sameDocument, type DocumentPrint } from './fingerprint';
import { completeScan, type ScanResult, type ScanRow } from './repository';
import { lastCompletedScan, markUnchanged, scanById } from './repository-unchanged';

/**
 * Issue 44: a re-scan of a page that did not change since its last capture keeps that capture
 * (its screenshot, HTML, console, axe, security, Lighthouse and score) instead of taking it
 * again, so a scheduled scan of a 3,100-page site works only where something changed.
 *
 * "Unchanged" needs all of: the scan may keep (Scan all, a schedule, `force: false`); the
 * page's last scan succeeded; its capture is younger than the maximum age (so a monitor still
 * looks afresh now and then, and a change no check sees is caught within it); the same
 * selectors hidden; a Lighthouse run when this scan would run one; the page's HTML fetched
 * now is byte for byte the same (final URL, status, SHA-256: a full GET, never a 304); and each
 * same-origin sub-resource the page loaded answers 304 to its validators or has the same hash.
 *
 * Limits (docs/api/scans-and-cases.md): data a script fetches from another origin, or with a
 * POST, is not compared; a page whose HTML differs at every visit (a CSRF token, a nonce, the
 * time) is always captured; the check sends no cookies, like the capture.
 */

export interface KeepOptions {
  maxAgeMs: number;
  /** This scan would run Lighthouse: a capture without a Lighthouse result is not kept. */
  lighthouseWanted: boolean;
}

/** Why the page is captured again; null when `kept`'s capture still stands. */
async function reasonToCapture(
  guard: SsrfGuard,
  kept: ScanRow | null,
  hide: string[],
  document: DocumentPrint | null,
  options: KeepOptions,
): Promise<string | null> {
  const print = kept?.fingerprint;
  if (!kept?.time_completed || !print || kept.error) return 'no capture to compare with';
  if (Date.now() - kept.time_completed.getTime() > options.maxAgeMs) return 'capture too old';
  if (JSON.stringify(print.hide) !== JSON.stringify(hide)) return 'hidden selectors changed';
  // Not measured then (outside the sample, turned off): measure it now. A run that failed on
  // this very page is not retried at every scan; the maximum age retries it.
  const measured = kept.lighthouse?.status === 'done' || kept.lighthouse?.status === 'failed';
  if (options.lighthouseWanted && !measured) return 'no Lighthouse result';
  if (!print.complete) return 'too many sub-resources to compare';
  // A server that answers the check otherwise than the browser (a wall for bots) proves nothing.
  if (print.document?.status !== kept.http_status) return 'the check saw another answer';
  if (!sameDocument(document, print.document)) return 'the HTML changed';
  const changed = await changedResource(guard, print.resources);
  return changed ? `${changed} changed` : null;
}

/** The result of a scan that keeps `kept`'s capture: the same artifacts and figures. */
function keptResult(kept: ScanRow): ScanResult {
  return {
    html_artifact_id: kept.html_artifact_id,
    image_artifact_ids: kept.image_artifact_ids,
    thumbnail_artifact_id: kept.thumbnail_artifact_id,
    logs: kept.logs,
    lighthouse: kept.lighthouse,
    a11y: kept.a11y,
    security: kept.security,
    timings: kept.timings,
    score: kept.score,
    error: null,
    http_status: kept.http_status,
  };
}

/**
 * Completes `scan` as unchanged when its page's last capture still stands (see above), and
 * says whether it did; false: the page is to be captured.
 */
export async function keepLastCapture(
  db: Db,
  guard: SsrfGuard,
  scan: ScanRow & { page_id: string },
  hide: string[],
  document: DocumentPrint | null,
  options: KeepOptions,
): Promise<boolean> {
  const last = await lastCompletedScan(db, scan.page_id, scan.id);
  // A failed last scan is never skipped over to an older good capture.
  if (!last || last.error) return false;
  const kept = last.kept_scan_id ? await scanById(db, last.kept_scan_id) : last;
  if ((await reasonToCapture(guard, kept, hide, document, options)) !== null) return false;
  await db.transaction(async (tx) => {
    if (await completeScan(tx, scan, keptResult(kept!)))
      await markUnchanged(tx, scan.id, kept!.id, kept!.time_completed!);
  });
  return true;
}
