import type { Site } from '@vigil/contract';
import { Box, Heading, Skeleton, Stack, useSites } from '@vigil/shared';
import type { ReactNode } from 'react';
import { Pagination } from '../../../components/pagination';
import { QueryError } from '../../../components/query-error';
import { SiteListItem } from './site-list-item';
import { SitesEmptyState } from './sites-empty-state';

export interface SiteListProps {
  page: number;
  onPageChange: (page: number) => void;
  /** What to show beside each site's score (features do not import each other; routes do). */
  renderTrend?: (site: Site) => ReactNode;
}

/** The team's sites, a page at a time, inside the "Sites" region the e2e journey looks for. */
export function SiteList({ page, onPageChange, renderTrend }: SiteListProps) {
  const sites = useSites(page);
  return (
    <Stack as="section" aria-label="Sites" gap="2">
      <Heading as="h2" size="md">
        Sites
      </Heading>
      {sites.isPending ? (
        <Stack gap="3" aria-busy="true" aria-label="Loading sites">
          <Skeleton h="6" />
          <Skeleton h="6" />
          <Skeleton h="6" />
        </Stack>
      ) : sites.isError ? (
        <QueryError
          what="Could not load your sites."
          error={sites.error}
          onRetry={() => void sites.refetch()}
        />
      ) : sites.data.count === 0 ? (
        <SitesEmptyState />
      ) : (
        <>
          <Box as="ul" listStyleType="none" m="0" p="0" opacity={sites.isPlaceholderData ? 0.6 : 1}>
            {sites.data.results.map((site) => (
              <SiteListItem key={site.id} site={site} trend={renderTrend?.(site)} />
            ))}
          </Box>
          <Pagination
            label="Sites"
            page={page}
            count={sites.data.count}
            onPageChange={onPageChange}
          />
        </>
      )}
    </Stack>
  );
}
