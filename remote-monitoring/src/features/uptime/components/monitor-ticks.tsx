import type { Monitor } from '@vigil/contract';
import { Checkbox, Stack, Text } from '@vigil/shared';

/**
 * The team's monitors as ticks in a scrolling box (or, with none yet, `noneText`), then the API's
 * 400 when it names the ticks: the status page and maintenance forms' choice of monitors.
 */
export function MonitorTicks(props: {
  monitors: Monitor[];
  selected: string[];
  noneText: string;
  /** All monitors are covered anyway: only the error shows. */
  ticksHidden?: boolean;
  error: string | null;
  onChange: (ids: string[]) => void;
}) {
  const toggle = (id: string, on: boolean) =>
    props.onChange(on ? [...props.selected, id] : props.selected.filter((it) => it !== id));
  return (
    <>
      {props.ticksHidden ? null : props.monitors.length === 0 ? (
        <Text color="fg.muted" textStyle="sm">
          {props.noneText}
        </Text>
      ) : (
        <Stack gap="1" maxH="12rem" overflowY="auto" borderWidth="1px" rounded="md" p="2">
          {props.monitors.map((monitor) => (
            <Checkbox.Root
              key={monitor.id}
              size="sm"
              checked={props.selected.includes(monitor.id)}
              onCheckedChange={(change) => toggle(monitor.id, change.checked === true)}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label overflowWrap="anywhere">{monitor.name}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
      )}
      {props.error ? (
        <Text color="fg.error" textStyle="sm">
          {props.error}
        </Text>
      ) : null}
    </>
  );
}
