import type { Site } from '@vigil/contract';
import { passed, type Outcome } from './command';

type Row = (string | number | null)[];

/** Columns padded to their widest cell; the last column is left unpadded. */
export function table(headers: string[], rows: Row[]): string {
  const cells = [
    headers,
    ...rows.map((row) => row.map((cell) => (cell === null ? '—' : String(cell)))),
  ];
  const widths = headers.map((_, column) =>
    Math.max(...cells.map((row) => (row[column] ?? '').length)),
  );
  return cells
    .map((row) =>
      row
        .map((cell, column) => (column === row.length - 1 ? cell : cell.padEnd(widths[column]!)))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/**
 * A page of a list as a command's outcome: the API's answer for --json, and for a person its rows
 * with a line saying where the page is and how to see more (`empty` when there are none at all).
 */
export function listed(
  list: { count: number },
  offset: number | undefined,
  headers: string[],
  rows: Row[],
  empty: string,
): Outcome {
  return passed(list, listing(headers, rows, { count: list.count, offset: offset ?? 0 }, empty));
}

function listing(
  headers: string[],
  rows: Row[],
  page: { count: number; offset: number },
  empty: string,
): string {
  if (page.count === 0) return empty;
  const shown = `${page.offset + 1}-${page.offset + rows.length} of ${page.count}`;
  const more = page.offset + rows.length < page.count;
  return `${table(headers, rows)}\n\n${shown}${more ? ` (--offset ${page.offset + rows.length} for more)` : ''}`;
}

export const SCORED_HEADERS = ['ID', 'URL', 'SCORE', 'TEST'];

/** A site's or a page's row: its id, URL, latest scan score and latest test's status. */
export const scoredRow = (id: string, url: string, info: Site['info']): Row => [
  id,
  url,
  info.latest_scan?.score?.toFixed(0) ?? null,
  info.latest_test?.status ?? null,
];

/** `limit`/`offset` options as numbers; the API answers a bad value with a 400 of its own. */
export function pageQuery(values: Record<string, unknown>) {
  const number = (value: unknown) => (typeof value === 'string' ? Number(value) : undefined);
  return { limit: number(values.limit), offset: number(values.offset) };
}
