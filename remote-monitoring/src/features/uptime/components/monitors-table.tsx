import type { Monitor } from '@vigil/contract';
import { Badge, Button, Flex, Stack, Text } from '@vigil/shared';
import type { Column } from '../../../components/list/columns';
import { DataTable } from '../../../components/list/data-table';
import type { RowSelection } from '../../../components/list/row-controls';
import { RowLink } from '../../../components/list/row-link';
import { EditDeleteButtons } from '../../../components/list/edit-delete-buttons';
import { formatTime } from '../../../lib/format-time';
import { paths } from '../../../paths';
import { useSetMonitorPaused } from '../data/monitors';
import {
  intervalText,
  lastCheckText,
  STATE_LOOK,
  targetText,
  uptimeText,
} from '../lib/monitor-words';

export interface MonitorsTableProps {
  monitors: Monitor[];
  onEdit: (monitor: Monitor) => void;
  onDelete: (monitor: Monitor) => void;
  /** Ticks for Pause selected / Resume selected. */
  selection?: Omit<RowSelection<Monitor>, 'nameOf'>;
}

export function MonitorStateBadge({ monitor }: { monitor: Monitor }) {
  const look = STATE_LOOK[monitor.state];
  return (
    <Badge variant="subtle" colorPalette={look.palette}>
      {look.label}
    </Badge>
  );
}

/** Pause or resume, Edit and Delete; they wrap under each other on a phone. */
function MonitorActions({
  monitor,
  onEdit,
  onDelete,
}: { monitor: Monitor } & Pick<MonitorsTableProps, 'onEdit' | 'onDelete'>) {
  const pause = useSetMonitorPaused();
  const paused = monitor.state === 'paused';
  return (
    <Flex gap="1" wrap="wrap" justify="end">
      <Button
        size="xs"
        variant="outline"
        aria-label={`${paused ? 'Resume' : 'Pause'}: ${monitor.name}`}
        loading={pause.isPending}
        onClick={() => pause.mutate({ id: monitor.id, paused: !paused })}
      >
        {paused ? 'Resume' : 'Pause'}
      </Button>
      <EditDeleteButtons
        name={monitor.name}
        onEdit={() => onEdit(monitor)}
        onDelete={() => onDelete(monitor)}
      />
    </Flex>
  );
}

/** The monitor, linked to its screen, with what it checks and how often. */
export const MONITOR_COLUMN: Column<Monitor> = {
  header: 'Monitor',
  minWidth: '9rem',
  cell: (it) => (
    <Stack gap="0">
      <RowLink to={paths.uptimeMonitor(it.id)} strong>
        {it.name}
      </RowLink>
      <Text fontSize="sm" color="fg.muted">
        {targetText(it)} · {intervalText(it.interval_seconds)}
      </Text>
    </Stack>
  ),
};

export const DAY_UPTIME_COLUMN: Column<Monitor> = {
  header: '24 h',
  nowrap: true,
  numeric: true,
  cell: (it) => uptimeText(it.uptime.day),
};

/** Why it is down, since when: under the state of a monitor with an open incident. */
function StateCell({ monitor }: { monitor: Monitor }) {
  return (
    <Stack gap="1" align="start">
      <MonitorStateBadge monitor={monitor} />
      {monitor.open_incident ? (
        <Text fontSize="xs" color="fg.muted">
          since {formatTime(monitor.open_incident.time_started)}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * One page of monitors: what is checked, its state, uptime over 24 h, 7 and 30 days and the last
 * check. On a phone the 7 and 30 days and the last check are left out; the rest fits 390 px.
 */
export function MonitorsTable({ monitors, onEdit, onDelete, selection }: MonitorsTableProps) {
  const columns: Column<Monitor>[] = [
    MONITOR_COLUMN,
    { header: 'State', cell: (it) => <StateCell monitor={it} /> },
    DAY_UPTIME_COLUMN,
    {
      header: '7 days',
      nowrap: true,
      numeric: true,
      hideBelow: 'md',
      cell: (it) => uptimeText(it.uptime.week),
    },
    {
      header: '30 days',
      nowrap: true,
      numeric: true,
      hideBelow: 'md',
      cell: (it) => uptimeText(it.uptime.month),
    },
    { header: 'Last check', minWidth: '10rem', hideBelow: 'lg', cell: lastCheckText },
    {
      header: <Text srOnly>Actions</Text>,
      align: 'end',
      cell: (it) => <MonitorActions monitor={it} onEdit={onEdit} onDelete={onDelete} />,
    },
  ];
  return (
    <DataTable
      label="Monitors"
      columns={columns}
      rows={monitors}
      selection={selection && { ...selection, nameOf: (it: Monitor) => it.name }}
    />
  );
}
