import type { ReactNode } from 'react';

/** One column of a `DataTable`, as data: what it is called, what each row shows, how it sits. */
export interface Column<T> {
  /** Names the column; a string, or hidden text (`<Text srOnly>`) over a column of controls. */
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** A fixed width ("10"): checkboxes, toggles. */
  width?: string;
  /** Long text (URLs, titles, emails) wraps anywhere but keeps at least this width ("12rem"). */
  minWidth?: string;
  align?: 'start' | 'end';
  /** Short values (times, counts) stay on one line. */
  nowrap?: boolean;
  /** Secondary values (times, phone numbers) in the muted color of both themes. */
  muted?: boolean;
  /** Digits line up from row to row. */
  numeric?: boolean;
  /** Left out below this breakpoint, for what a phone can do without. */
  hideBelow?: 'sm' | 'md' | 'lg';
}

/** The Chakra style props of a column's header and cells. */
export function columnStyle<T>(column: Column<T>) {
  return {
    w: column.width,
    minW: column.minWidth,
    textAlign: column.align,
    hideBelow: column.hideBelow,
    ...(column.minWidth ? { whiteSpace: 'normal', overflowWrap: 'anywhere' } : {}),
    ...(column.nowrap ? { whiteSpace: 'nowrap' } : {}),
  } as const;
}
