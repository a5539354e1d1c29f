import { endpoints, type Monitor } from '@vigil/contract';
import { Button, Stack } from '@vigil/shared';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ListEmpty } from '../../../components/list/list-empty';
import { ListFrame } from '../../../components/list/list-frame';
import { useListParams } from '../../../components/list/use-list-params';
import { type BulkPauseResult, useDeleteMonitor, useMonitors } from '../data/monitors';
import { BulkResultStatus, MonitorBulkActions } from './monitor-bulk-actions';
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
  // Ticks belong to the rows on screen: another page or filter starts with none.
  const [selection, setSelection] = useState({ key: '', ids: new Set<string>() });
  const [result, setResult] = useState<BulkPauseResult | null>(null);
  const viewKey = JSON.stringify([page, filters]);
  const selected = selection.key === viewKey ? selection.ids : new Set<string>();
  const select = (ids: Set<string>) => setSelection({ key: viewKey, ids });
  const rows = monitors.data?.results ?? [];
  const clear = () => setFilters({ state: null, site_id: null, q: null });
  const toolbar = (
    <Stack gap="0">
      <MonitorFilters
        state={filters.state}
        q={filters.q ?? ''}
        onState={(state) => setFilters({ state })}
        onSearch={(q) => setFilters({ q }, { replace: true })}
      >
        <MonitorBulkActions
          selected={rows.filter((it) => selected.has(it.id))}
          onDone={() => select(new Set())}
          onResult={setResult}
        />
        {create}
      </MonitorFilters>
      <BulkResultStatus result={result} />
    </Stack>
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
            selection={{ selected, onChange: select }}
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
