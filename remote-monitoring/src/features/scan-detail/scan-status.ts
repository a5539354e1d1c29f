import type { Scan } from '@vigil/contract';

export type ScanStatus = 'running' | 'completed' | 'failed';

/** A scan runs until time_completed is set; it failed when the page could not be visited. */
export function scanStatus(scan: Pick<Scan, 'time_completed' | 'error'>): ScanStatus {
  if (scan.time_completed === null) return 'running';
  return scan.error === null ? 'completed' : 'failed';
}

/** Palettes, not colors: Chakra resolves them per theme. Thresholds are Lighthouse's. */
export function scorePalette(score: number | null): string {
  if (score === null) return 'gray';
  if (score >= 90) return 'green';
  if (score >= 50) return 'orange';
  return 'red';
}
