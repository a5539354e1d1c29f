import type { Site } from '@vigil/contract';
import { Box, useSites } from '@vigil/shared';
import type { ReactNode } from 'react';
import { AddSiteButton } from '../../../components/add-site-button';
import { ListFrame } from '../../../components/list/list-frame';
import { PAGE_ONLY, useListParams } from '../../../components/list/use-list-params';

import { SiteListItem } from './site-list-item';
import { SitesEmptyState } from './sites-empty-state';

export interface SiteListProps {
  /** What to show beside each site's score (features do not import each other; routes do). */
  renderTrend?: (site: Site) => ReactNode;
}

/** The team's sites, a page at a time, inside the "Sites" region the e2e journey looks for. */
export function SiteList({ renderTrend }: SiteListProps) {
  const { page, setPage } = useListParams(PAGE_ONLY);
  const sites = useSites(page);
  return (
    <ListFrame
      label="Sites"
      title="Sites"
      // The empty state offers its own Add Site; once there are sites it stays in the heading.
      actions={sites.data?.count ? <AddSiteButton /> : undefined}
      query={sites}
      loadingLabel="Loading sites"
      errorText="Could not load your sites."
      empty={<SitesEmptyState />}
      page={page}
      onPageChange={setPage}
    >
      {(rows) => (
        <Box as="ul" listStyleType="none" m="0" p="0">
          {rows.map((site) => (
            <SiteListItem key={site.id} site={site} trend={renderTrend?.(site)} />
          ))}
        </Box>
      )}
    </ListFrame>
  );
}
