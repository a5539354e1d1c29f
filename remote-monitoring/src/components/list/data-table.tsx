import { Box, Table, Text } from '@vigil/shared';
import { type ReactNode, useId } from 'react';
import { useToggleSet } from '../../lib/use-toggle-set';
import { type Column, columnStyle } from './columns';
import { detailsColumn, type RowSelection, selectionColumn } from './row-controls';

/** What a table is, apart from its rows: usually a module constant beside the columns. */
export interface TableSpec<T> {
  /** The table's accessible name ("Cases"). */
  label: string;
  columns: Column<T>[];
  /** Below this width the table scrolls sideways (a phone) rather than squeezing its text. */
  minWidth?: string;
  /** A row's unique key; the row's `id` when not given. */
  rowKey?: (row: T) => string;
}

export interface DataTableProps<T> extends TableSpec<T> {
  rows: T[];
  /** Adds a first column of checkboxes, with one that ticks the whole page. */
  selection?: RowSelection<T>;
  /** Adds a first column that opens a full-width row under a row, with `render(row)` in it. */
  details?: { label: string; render: (row: T) => ReactNode };
}

const idOf = (row: unknown) => (row as { id: string }).id;

/** Every list's table: columns as data, readable at 390 px and in both color themes. */
export function DataTable<T>(props: DataTableProps<T>) {
  const { label, rows, rowKey = idOf, selection, details } = props;
  // Several rows may be open at once, to compare two.
  const { open, toggle } = useToggleSet<string>();
  const idPrefix = useId();
  const detailsIdOf = (row: T) => `${idPrefix}-${rowKey(row)}`;
  const columns = [
    ...(selection ? [selectionColumn(rows, rowKey, selection)] : []),
    ...(details ? [detailsColumn(details.label, rowKey, open, toggle, detailsIdOf)] : []),
    ...props.columns,
  ];
  const hintId = `${idPrefix}-scroll-hint`;
  const table = (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root
        size="sm"
        minW={props.minWidth}
        aria-label={label}
        aria-describedby={props.minWidth ? hintId : undefined}
      >
        <Table.Header>
          <Table.Row>
            {columns.map((column, index) => (
              // Relative: a header's hidden text (`srOnly`, absolutely placed) stays inside the
              // table's sideways scroll instead of widening a phone's page.
              <Table.ColumnHeader key={index} position="relative" {...columnStyle(column)}>
                {column.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <DataRow
              key={rowKey(row)}
              row={row}
              columns={columns}
              details={details && open.has(rowKey(row)) ? details.render : undefined}
              detailsId={detailsIdOf(row)}
            />
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
  if (!props.minWidth) return table;
  // A table wider than a phone scrolls sideways; below 480 px that is said, or the columns past
  // the edge (status, duration, last scanned) look missing.
  return (
    <Box>
      {table}
      <Text id={hintId} hideFrom="sm" fontSize="xs" color="fg.muted" mt="1" textAlign="end">
        Swipe the table sideways for more columns →
      </Text>
    </Box>
  );
}

/** A row's cells, and under it, when opened, its details across the whole table. */
function DataRow<T>(props: {
  row: T;
  columns: Column<T>[];
  details: ((row: T) => ReactNode) | undefined;
  detailsId: string;
}) {
  const { row, columns, details } = props;
  return (
    <>
      <Table.Row>
        {columns.map((column, index) => (
          <Table.Cell
            key={index}
            color={column.muted ? 'fg.muted' : undefined}
            fontVariantNumeric={column.numeric ? 'tabular-nums' : undefined}
            {...columnStyle(column)}
          >
            {column.cell(row)}
          </Table.Cell>
        ))}
      </Table.Row>
      {details ? (
        <Table.Row id={props.detailsId} bg="bg.subtle">
          <Table.Cell colSpan={columns.length}>
            {/* Zero width, full cell: long lines scroll in their own box, never widen the table. */}
            <Box w="0" minW="full">
              {details(row)}
            </Box>
          </Table.Cell>
        </Table.Row>
      ) : null}
    </>
  );
}
