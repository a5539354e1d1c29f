import type { Monitor } from '@vigil/contract';
import { Button } from '@vigil/shared';
import { useState } from 'react';
import type { Column } from '../../../components/list/columns';
import { DataTable } from '../../../components/list/data-table';
import { ListEmpty } from '../../../components/list/list-empty';
import { ListFrame } from '../../../components/list/list-frame';
import { useMonitors } from '../data/monitors';
import { MonitorFormDialog } from './monitor-form-dialog';
import { DAY_UPTIME_COLUMN, MONITOR_COLUMN, MonitorStateBadge } from './monitors-table';

const COLUMNS: Column<Monitor>[] = [
  MONITOR_COLUMN,
  { header: 'State', cell: (it) => <MonitorStateBadge monitor={it} /> },
  DAY_UPTIME_COLUMN,
];

/** Add monitor: the monitor form with this site already chosen (it may be changed there). */
function AddMonitorButton({ siteId }: { siteId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        Add monitor
      </Button>
      {open ? (
        <MonitorFormDialog monitor={null} siteId={siteId} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}

/** The site screen's monitors that name the site: state and uptime over 24 h, each linked. */
export function SiteMonitors({ siteId }: { siteId: string }) {
  const [page, setPage] = useState(1);
  const monitors = useMonitors(page, { site_id: siteId });
  return (
    <ListFrame
      label="Site monitors"
      title="Monitors"
      actions={<AddMonitorButton siteId={siteId} />}
      query={monitors}
      loadingLabel="Loading the site's monitors"
      errorText="Could not load the site's monitors."
      empty={
        <ListEmpty
          title="No monitors on this site"
          hint="A monitor checks a URL every minute and tells you within two checks when it stops answering."
        />
      }
      page={page}
      onPageChange={setPage}
    >
      {(rows) => <DataTable label="Site monitors" columns={COLUMNS} rows={rows} />}
    </ListFrame>
  );
}
