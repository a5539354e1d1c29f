import type { Scan } from '@vigil/contract';
import { endpoints } from '@vigil/contract';
import type { ReactNode } from 'react';
import { ListFrame } from '../../../components/list/list-frame';
import { useListParams } from '../../../components/list/use-list-params';
import { usePageScans } from '../../../data/scans/list-page-scans';
import { NoScansYet } from './no-scans-yet';
import { ScansTable } from './scans-table';

// The page comes from the route; only the list page is in the address.
const SCANS_PARAMS = endpoints.listScans.query.omit({ page_id: true });

export interface PageScansProps {
  pageId: string;
  renderStatus: (scan: Scan) => ReactNode;
}

/** The page's scans, ten at a time. */
export function PageScans({ pageId, renderStatus }: PageScansProps) {
  const { page, setPage } = useListParams(SCANS_PARAMS);
  const scans = usePageScans(pageId, page);
  return (
    <ListFrame
      label="Scans"
      title="Scans"
      query={scans}
      loadingLabel="Loading scans"
      errorText="Could not load the scans."
      empty={<NoScansYet pageId={pageId} />}
      page={page}
      onPageChange={setPage}
    >
      {(rows) => <ScansTable scans={rows} renderStatus={renderStatus} />}
    </ListFrame>
  );
}
