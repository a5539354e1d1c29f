import type { Scan } from '@vigil/contract';
import { Heading, Skeleton, Stack } from '@vigil/shared';
import type { ReactNode } from 'react';
import { Pagination } from '../../../components/pagination';
import { QueryError } from '../../../components/query-error';
import { usePageScans } from '../../../data/scans/list-page-scans';
import { ScansTable } from './scans-table';

export interface PageScansProps {
  pageId: string;
  page: number;
  onPageChange: (page: number) => void;
  renderStatus: (scan: Scan) => ReactNode;
}

/** The page's scans, ten at a time. */
export function PageScans({ pageId, page, onPageChange, renderStatus }: PageScansProps) {
  const scans = usePageScans(pageId, page);
  return (
    <Stack as="section" aria-label="Scans" gap="3">
      <Heading as="h2" size="md">
        Scans
      </Heading>
      {scans.isPending ? (
        <Stack gap="2" aria-busy="true" aria-label="Loading scans">
          <Skeleton h="8" />
          <Skeleton h="8" />
        </Stack>
      ) : scans.isError ? (
        <QueryError
          what="Could not load the scans."
          error={scans.error}
          onRetry={() => void scans.refetch()}
        />
      ) : (
        <>
          <ScansTable
            scans={scans.data.results}
            dimmed={scans.isPlaceholderData}
            renderStatus={renderStatus}
          />
          <Pagination
            label="Scans"
            page={page}
            count={scans.data.count}
            onPageChange={onPageChange}
          />
        </>
      )}
    </Stack>
  );
}
