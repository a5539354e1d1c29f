import { caseSchema, endpoints } from '@vigil/contract';
import { Button, Flex, httpStatusOf, Stack, Text, useEverySite } from '@vigil/shared';
import { SitePicker } from '../../../components/site-picker';
import { ListFrame } from '../../../components/list/list-frame';
import { useListParams } from '../../../components/list/use-list-params';

import { useCases } from '../../../data/cases/list-cases';

import { CasesEmptyState } from './cases-empty-state';
import { CasesTable } from './cases-table';
import { TypeFilter } from './type-filter';

// The address says `?site=`, read as the API's `site_id`, and `?type=`.
const CASES_PARAMS = endpoints.listCases.query.omit({ site_id: true }).extend({
  site: endpoints.listCases.query.shape.site_id,
  type: caseSchema.shape.type.optional(),
});

/** The team's cases, a page at a time, optionally of one site. */
export function CaseList() {
  const { page, setPage, filters, setFilters } = useListParams(CASES_PARAMS);
  const siteId = filters.site ?? null;
  const type = filters.type ?? null;
  const setSiteId = (site: string | null) => setFilters({ site });
  const cases = useCases(page, siteId, type);
  // The sites only name each row's site and fill the filter: the list shows without them.
  const sites = useEverySite();
  const siteUrls = new Map(sites.data?.results.map((site) => [site.id, site.site_url]));
  // The API answers 404 for a site filter that is not the team's (or 400 for a malformed id).
  const unknownSite = siteId !== null && [400, 404].includes(httpStatusOf(cases.error) ?? 0);
  return (
    <ListFrame
      label="Cases"
      toolbar={
        sites.data && sites.data.count > 0 ? (
          <Flex gap="3" wrap="wrap">
            <SitePicker
              narrow
              allLabel="All sites"
              sites={sites.data.results}
              value={siteId}
              onChange={setSiteId}
            />
            <TypeFilter type={type} onChange={(next) => setFilters({ type: next })} />
          </Flex>
        ) : null
      }
      query={cases}
      loadingLabel="Loading cases"
      errorText="Could not load your cases."
      errorState={
        unknownSite ? (
          <Stack gap="2" role="status" align="start">
            <Text>This site is not one of your team&apos;s sites.</Text>
            <Button size="sm" variant="outline" onClick={() => setSiteId(null)}>
              Show all sites
            </Button>
          </Stack>
        ) : undefined
      }
      empty={<CasesEmptyState site={siteId !== null} type={type} />}
      page={page}
      onPageChange={setPage}
    >
      {(rows) => <CasesTable cases={rows} siteUrlOf={(id) => siteUrls.get(id) ?? null} />}
    </ListFrame>
  );
}
