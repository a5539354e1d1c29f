import { Checkbox, Stack } from '@vigil/shared';

export interface TickListProps {
  items: { id: string; label: string }[];
  /** The ids ticked, in the order they were ticked. */
  selected: string[];
  onChange: (selected: string[]) => void;
}

/** A form's choice of several things (sites, pages, monitors): ticks in a box that scrolls. */
export function TickList({ items, selected, onChange }: TickListProps) {
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...selected, id] : selected.filter((it) => it !== id));
  return (
    <Stack gap="1" maxH="12rem" overflowY="auto" borderWidth="1px" rounded="md" p="2">
      {items.map((item) => (
        <Checkbox.Root
          key={item.id}
          size="sm"
          checked={selected.includes(item.id)}
          onCheckedChange={(change) => toggle(item.id, change.checked === true)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label overflowWrap="anywhere">{item.label}</Checkbox.Label>
        </Checkbox.Root>
      ))}
    </Stack>
  );
}
