import { endpoints, type Monitor } from '@vigil/contract';
import { Button } from '@vigil/shared';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ListEmpty } from '../../../components/list/list-empty';
import { ListFrame } from '../../../components/list/list-frame';
import { useListParams } from '../../../components/list/use-list-params';
import { useDeleteMonitor, useMonitors } from '../data/monitors';
import { MonitorFilters } from './monitor-filters';
import { MonitorFormDialog } from './monitor-form-dialog';
import { NewMonitorButton } from './new-monitor-button';
import { MonitorsTable } from './monitors-table';

/** What the form edits: nothing (closed), a new monitor, or an existing one. */
type Editing = { monitor: Monitor | null } | null;

/** The team's monitors, a page at a time, filtered, with New monitor and each row's actions. */
export function MonitorList() {
  const { page, setPage, filters, filtered, setFilters } = useListParams(
    endpoints.listMonitors.query,
  );
  const monitors = useMonitors(page, filters);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Monitor | null>(null);
  const remove = useDeleteMonitor();
  // A filtered count is not the team's: the plan's limit is then left to the server.
  const create = (
    <NewMonitorButton
      count={filtered ? undefined : monitors.data?.count}
      onClick={() => setEditing({ monitor: null })}
    />
  );
  const clear = () => setFilters({ state: null, site_id: null, q: null });
  const toolbar = (
    <MonitorFilters
      state={filters.state}
      q={filters.q ?? ''}
      onState={(state) => setFilters({ state })}
      onSearch={(q) => setFilters({ q }, { replace: true })}
    >
      {create}
    </MonitorFilters>
  );
  return (
    <>
      <ListFrame
        label="Monitors"
        toolbar={toolbar}
        query={monitors}
        loadingLabel="Loading monitors"
        errorText="Could not load your monitors."
        empty={
          filtered ? (
            <ListEmpty
              title="No monitor matches"
              hint="No monitor has this state or this text in its name or URL."
              action={
                <Button size="sm" variant="outline" onClick={clear}>
                  Clear the filters
                </Button>
              }
            />
          ) : (
            <ListEmpty
              title="No monitors yet"
              hint="Add a monitor to check a URL every minute: you hear within two checks when it stops answering, and again when it is back."
              action={create}
            />
          )
        }
        page={page}
        onPageChange={setPage}
      >
        {(rows) => (
          <MonitorsTable
            monitors={rows}
            onEdit={(monitor) => setEditing({ monitor })}
            onDelete={setDeleting}
          />
        )}
      </ListFrame>
      {editing ? (
        <MonitorFormDialog monitor={editing.monitor} onClose={() => setEditing(null)} />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this monitor?"
        message={deleting ? `${deleting.name} will no longer be checked. Its issues stay.` : ''}
        confirmLabel="Delete monitor"
        busy={remove.isPending}
        onConfirm={() =>
          deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })
        }
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
