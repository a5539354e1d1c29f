/** What a checking command found, one row per page test, case run or flow node (issue 45 §2). */
export interface CheckRow {
  /** What was checked: a page's URL, a case's title, a flow node's name. */
  name: string;
  /** The site (or case, or flow) it belongs to: JUnit's classname. */
  group: string;
  outcome: 'passed' | 'failed';
  /** What changed or which step failed; empty when it passed. */
  message: string;
  /** More lines under the message (each component's change). */
  details: string[];
  /** The screen that shows it. */
  link: string;
  seconds: number | null;
  score?: number | null;
}

export interface CheckReport {
  title: string;
  rows: CheckRow[];
}

export const failedRows = (report: CheckReport) =>
  report.rows.filter((row) => row.outcome === 'failed');

/** Seconds between two ISO times, or null while the second is not there. */
export function secondsBetween(from: string, to: string | null): number | null {
  if (!to) return null;
  return Math.max(0, (Date.parse(to) - Date.parse(from)) / 1000);
}
