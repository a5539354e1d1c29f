import type { Monitor } from '@vigil/contract';
import { Button, Text } from '@vigil/shared';
import { type BulkPauseResult, useSetMonitorsPaused } from '../data/monitors';

const monitorsText = (count: number) => `${count} ${count === 1 ? 'monitor' : 'monitors'}`;

/** "Paused 2 monitors." and, when some were refused, which and why. */
export function bulkResultText({ paused, changed, failed }: BulkPauseResult) {
  const done = `${paused ? 'Paused' : 'Resumed'} ${monitorsText(changed)}.`;
  if (failed.length === 0) return done;
  const why = failed.map((it) => `${it.name} (${it.reason})`).join(', ');
  return `${done} Could not change ${monitorsText(failed.length)}: ${why}`;
}

export interface MonitorBulkActionsProps {
  /** The ticked monitors of the page on screen. */
  selected: Monitor[];
  /** After the changes: the ticks are cleared, the result stays said. */
  onDone: () => void;
  /** What the last change did; null as a new one starts. */
  onResult: (result: BulkPauseResult | null) => void;
}

/**
 * Pause selected / Resume selected: each acts on the ticked monitors it would change (a paused
 * one is not paused again), then says how many changed and which could not.
 */
export function MonitorBulkActions({ selected, onDone, onResult }: MonitorBulkActionsProps) {
  const bulk = useSetMonitorsPaused();
  const toPause = selected.filter((it) => it.state !== 'paused');
  const toResume = selected.filter((it) => it.state === 'paused');
  const run = (monitors: Monitor[], paused: boolean) => {
    onResult(null);
    bulk.mutate(
      { monitors, paused },
      {
        onSuccess: (answer) => {
          onResult(answer);
          onDone();
        },
      },
    );
  };
  const button = (verb: string, monitors: Monitor[], paused: boolean) => (
    <Button
      size="sm"
      variant="outline"
      disabled={monitors.length === 0 || bulk.isPending}
      loading={bulk.isPending && bulk.variables?.paused === paused}
      onClick={() => run(monitors, paused)}
    >
      {monitors.length > 0 ? `${verb} selected (${monitors.length})` : `${verb} selected`}
    </Button>
  );
  return (
    <>
      {button('Pause', toPause, true)}
      {button('Resume', toResume, false)}
    </>
  );
}

/** Where the last bulk change is said; always there, so screen readers hear it when it changes. */
export function BulkResultStatus({ result }: { result: BulkPauseResult | null }) {
  return (
    <Text
      role="status"
      fontSize="sm"
      mt={result ? '2' : '0'}
      color={result?.failed.length ? 'fg.error' : 'fg.muted'}
    >
      {result ? bulkResultText(result) : ''}
    </Text>
  );
}
