import { endpoints } from '@vigil/contract';
import { useEverySite } from '@vigil/shared';
import { ListEmpty } from '../../../components/list/list-empty';
import { ListFrame } from '../../../components/list/list-frame';
import { useListParams } from '../../../components/list/use-list-params';
import { useCaseRunsOfCase } from '../../../data/caseruns/list-case-runs';
import { CaseRunsTable } from './case-runs-table';

// The case is the screen's; only the page moves, kept out of the address (the editor owns it).
const RUNS_PARAMS = endpoints.listCaseRuns.query.pick({ limit: true, offset: true });

/** The runs of one case, newest first, a page at a time; each opens its run's screen. */
export function CaseRuns({ caseId }: { caseId: string }) {
  const { page, setPage } = useListParams(RUNS_PARAMS, { inUrl: false });
  const runs = useCaseRunsOfCase(caseId, page);
  const sites = useEverySite();
  const siteUrls = new Map(sites.data?.results.map((site) => [site.id, site.site_url]));
  return (
    <ListFrame
      label="Runs"
      title="Runs"
      query={runs}
      loadingLabel="Loading runs"
      errorText="Could not load the runs of this case."
      empty={
        <ListEmpty
          title="No runs yet"
          hint="Pick a site under Run on and press Run: each step is replayed in Chromium and its result shows here."
        />
      }
      page={page}
      onPageChange={setPage}
    >
      {(rows) => <CaseRunsTable runs={rows} siteUrlOf={(id) => siteUrls.get(id) ?? null} />}
    </ListFrame>
  );
}
