import { Checkbox, IconButton, Text } from '@vigil/shared';
import type { Column } from './columns';

/** Ticked rows, by key, for an action on several at once (Close selected). */
export interface RowSelection<T> {
  selected: ReadonlySet<string>;
  onChange: (selected: Set<string>) => void;
  /** How a row is read out: its checkbox is "Select {name}". */
  nameOf: (row: T) => string;
}

/** A checkbox per row, and one in the header that ticks or clears the whole page. */
export function selectionColumn<T>(
  rows: T[],
  rowKey: (row: T) => string,
  { selected, onChange, nameOf }: RowSelection<T>,
): Column<T> {
  const allTicked = rows.length > 0 && rows.every((row) => selected.has(rowKey(row)));
  const toggle = (key: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(key);
    else next.delete(key);
    onChange(next);
  };
  return {
    width: '10',
    header: (
      <Checkbox.Root
        checked={allTicked}
        onCheckedChange={(change) =>
          onChange(change.checked === true ? new Set(rows.map(rowKey)) : new Set())
        }
      >
        <Checkbox.HiddenInput aria-label="Select all on this page" />
        <Checkbox.Control />
      </Checkbox.Root>
    ),
    cell: (row) => (
      <Checkbox.Root
        checked={selected.has(rowKey(row))}
        onCheckedChange={(change) => toggle(rowKey(row), change.checked === true)}
      >
        <Checkbox.HiddenInput aria-label={`Select ${nameOf(row)}`} />
        <Checkbox.Control />
      </Checkbox.Root>
    ),
  };
}

/** A ▸ button per row that opens (and closes) the row's details under it. */
export function detailsColumn<T>(
  label: string,
  rowKey: (row: T) => string,
  open: ReadonlySet<string>,
  toggle: (key: string) => void,
  detailsIdOf: (row: T) => string,
): Column<T> {
  return {
    width: '1',
    header: (
      <Text as="span" srOnly>
        Details
      </Text>
    ),
    cell: (row) => {
      const isOpen = open.has(rowKey(row));
      return (
        <IconButton
          size="xs"
          variant="ghost"
          aria-label={label}
          aria-expanded={isOpen}
          aria-controls={isOpen ? detailsIdOf(row) : undefined}
          onClick={() => toggle(rowKey(row))}
        >
          <Text as="span" aria-hidden="true" transform={isOpen ? 'rotate(90deg)' : undefined}>
            ▸
          </Text>
        </IconButton>
      );
    },
  };
}
