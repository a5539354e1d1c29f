import type { Monitor } from '@vigil/contract';
import { Text } from '@vigil/shared';
import { TickList } from '../../../components/tick-list';

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
  return (
    <>
      {props.ticksHidden ? null : props.monitors.length === 0 ? (
        <Text color="fg.muted" textStyle="sm">
          {props.noneText}
        </Text>
      ) : (
        <TickList
          items={props.monitors.map((monitor) => ({ id: monitor.id, label: monitor.name }))}
          selected={props.selected}
          onChange={props.onChange}
        />
      )}
      {props.error ? (
        <Text color="fg.error" textStyle="sm">
          {props.error}
        </Text>
      ) : null}
    </>
  );
}
