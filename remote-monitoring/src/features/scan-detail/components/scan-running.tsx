import { WorkingStatus } from '../../../components/working-status';

/** Shown instead of the report until the scan completes; the report then replaces it by itself. */
export function ScanRunning() {
  return <WorkingStatus>Scan running…</WorkingStatus>;
}
