import { Button, httpStatusOf, Skeleton, Stack, Text, useEverySite } from '@vigil/shared';
import { Pagination } from '../../../components/pagination';
import { QueryError } from '../../../components/query-error';
import { useCases } from '../../../data/cases/list-cases';
import { CasesEmptyState } from './cases-empty-state';
import { CasesTable } from './cases-table';
import { SiteFilter } from './site-filter';

export interface CaseListProps {
  page: number;
  onPageChange: (page: number) => void;
  siteId: string | null;
  onSiteChange: (siteId: string | null) => void;
}

/** The team's cases, a page at a time, optionally of one site. */
export function CaseList({ page, onPageChange, siteId, onSiteChange }: CaseListProps) {
  const cases = useCases(page, siteId);
  // The sites only name each row's site and fill the filter: the list shows without them.
  const sites = useEverySite();
  const siteUrls = new Map(sites.data?.results.map((site) => [site.id, site.site_url]));
  // The API answers 404 for a site filter that is not the team's (or 400 for a malformed id).
  const unknownSite = siteId !== null && [400, 404].includes(httpStatusOf(cases.error) ?? 0);
  return (
    <Stack as="section" aria-label="Cases" gap="3">
      {sites.data && sites.data.count > 0 && (
        <SiteFilter sites={sites.data.results} siteId={siteId} onChange={onSiteChange} />
      )}
      {cases.isPending ? (
        <Stack gap="2" aria-busy="true" aria-label="Loading cases">
          <Skeleton h="8" />
          <Skeleton h="8" />
          <Skeleton h="8" />
        </Stack>
      ) : unknownSite ? (
        <Stack gap="2" role="status" align="start">
          <Text>This site is not one of your team&apos;s sites.</Text>
          <Button size="sm" variant="outline" onClick={() => onSiteChange(null)}>
            Show all sites
          </Button>
        </Stack>
      ) : cases.isError ? (
        <QueryError
          what="Could not load your cases."
          error={cases.error}
          onRetry={() => void cases.refetch()}
        />
      ) : cases.data.count === 0 ? (
        <CasesEmptyState filtered={siteId !== null} />
      ) : (
        <>
          <CasesTable
            cases={cases.data.results}
            siteUrlOf={(id) => siteUrls.get(id) ?? null}
            dimmed={cases.isPlaceholderData}
          />
          <Pagination
            label="Cases"
            page={page}
            count={cases.data.count}
            onPageChange={onPageChange}
          />
        </>
      )}
    </Stack>
  );
}
