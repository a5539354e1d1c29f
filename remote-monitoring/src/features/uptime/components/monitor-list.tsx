import { endpoints } from '@vigil/contract';
import { Button, Stack } from '@vigil/shared';
import { type ReactNode, useState } from 'react';
import { EditableList } from '../../../components/list/editable-list';
import { ListEmpty } from '../../../components/list/list-empty';
import { useListParams } from '../../../components/list/use-list-params';
import { type BulkPauseResult, useDeleteMonitor, useMonitors } from '../data/monitors';
import { BulkResultStatus, MonitorBulkActions } from './monitor-bulk-actions';
import { MonitorFilters } from './monitor-filters';
import { MonitorFormDialog } from './monitor-form-dialog';
import { NewMonitorButton } from './new-monitor-button';
import { MonitorsTable } from './monitors-table';

/** The ticked rows: they belong to the rows on screen, so another page or filter starts with none. */
function useViewTicks(viewKey: string) {
  const [selection, setSelection] = useState({ key: '', ids: new Set<string>() });
  return {
    selected: selection.key === viewKey ? selection.ids : new Set<string>(),
    select: (ids: Set<string>) => setSelection({ key: viewKey, ids }),
  };
}

function NoMonitorMatches({ onClear }: { onClear: () => void }) {
  return (
    <ListEmpty
      title="No monitor matches"
      hint="No monitor has this state or this text in its name or URL."
      action={
        <Button size="sm" variant="outline" onClick={onClear}>
          Clear the filters
        </Button>
      }
    />
  );
}

/** The team's monitors, a page at a time, filtered, with New monitor and each row's actions. */
export function MonitorList() {
  const { page, setPage, filters, filtered, setFilters } = useListParams(
    endpoints.listMonitors.query,
  );
  const monitors = useMonitors(page, filters);
  const remove = useDeleteMonitor();
  const { selected, select } = useViewTicks(JSON.stringify([page, filters]));
  const [result, setResult] = useState<BulkPauseResult | null>(null);
  const rows = monitors.data?.results ?? [];
  const clear = () => setFilters({ state: null, site_id: null, q: null });
  const toolbar = (create: ReactNode) => (
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
    <EditableList
      noun={{ one: 'monitor', many: 'monitors' }}
      query={monitors}
      page={page}
      onPageChange={setPage}
      // A filtered count is not the team's: the plan's limit is then left to the server.
      renderNew={(onNew) => (
        <NewMonitorButton count={filtered ? undefined : monitors.data?.count} onClick={onNew} />
      )}
      toolbar={toolbar}
      empty={{
        title: 'No monitors yet',
        hint: 'Add a monitor to check a URL every minute: you hear within two checks when it stops answering, and again when it is back.',
      }}
      noMatch={filtered ? <NoMonitorMatches onClear={clear} /> : undefined}
      table={(rows, editing) => (
        <MonitorsTable
          monitors={rows}
          onEdit={editing.onEdit}
          onDelete={editing.onDelete}
          selection={{ selected, onChange: select }}
        />
      )}
      form={(monitor, onClose) => <MonitorFormDialog monitor={monitor} onClose={onClose} />}
      remove={remove}
      deleteQuestion={{
        message: (monitor) => `${monitor.name} will no longer be checked. Its issues stay.`,
      }}
    />
  );
}
