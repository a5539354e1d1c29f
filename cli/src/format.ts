/** Columns padded to their widest cell; the last column is left unpadded. */
export function table(headers: string[], rows: (string | number | null)[][]): string {
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

/** A list's rows with a line saying where the page is, and how to see more. */
export function listing(
  headers: string[],
  rows: (string | number | null)[][],
  page: { count: number; offset: number },
  empty: string,
): string {
  if (page.count === 0) return empty;
  const shown = `${page.offset + 1}-${page.offset + rows.length} of ${page.count}`;
  const more = page.offset + rows.length < page.count;
  return `${table(headers, rows)}\n\n${shown}${more ? ` (--offset ${page.offset + rows.length} for more)` : ''}`;
}

/** `limit`/`offset` options as numbers; the API answers a bad value with a 400 of its own. */
export function pageQuery(values: Record<string, unknown>) {
  const number = (value: unknown) => (typeof value === 'string' ? Number(value) : undefined);
  return { limit: number(values.limit), offset: number(values.offset) };
}
