/** `rows` with the one at `index` changed by `part` (an editor's list of rows, kept immutable). */
export const patchAt = <T>(rows: T[], index: number, part: Partial<T>): T[] =>
  rows.map((row, at) => (at === index ? { ...row, ...part } : row));

/** `rows` without the one at `index`. */
export const removeAt = <T>(rows: T[], index: number): T[] => rows.filter((_, at) => at !== index);
