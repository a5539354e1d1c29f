import type { Page } from '@vigil/contract';
import { formatTime } from '../../../lib/format-time';

/** When the latest scan finished, "Scanning…" while it runs, or "Never". */
export function lastScannedText(latestScan: Page['info']['latest_scan']): string {
  if (!latestScan) return 'Never';
  return latestScan.time_completed ? formatTime(latestScan.time_completed) : 'Scanning…';
}
