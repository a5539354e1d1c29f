import { endpoints } from '@vigil/contract';
import { ListFrame } from '../../../components/list/list-frame';
import { ListEmpty } from '../../../components/list/list-empty';
import { useListParams } from '../../../components/list/use-list-params';
import { useFlows } from '../../../data/flows/list-flows';
import { FlowsTable } from './flows-table';
import { NewFlowButton } from './new-flow-button';

/** The team's flows, a page at a time. */
export function FlowList() {
  const { page, setPage } = useListParams(endpoints.listFlows.query);
  const flows = useFlows(page);
  return (
    <ListFrame
      label="Flows"
      query={flows}
      loadingLabel="Loading flows"
      errorText="Could not load your flows."
      empty={
        <ListEmpty
          title="No flows yet"
          hint="A flow chains tasks on a site: scan it, test the pages against their baselines, then open an issue or call a webhook when a score drops. Start one with New flow."
          action={<NewFlowButton />}
        />
      }
      page={page}
      onPageChange={setPage}
    >
      {(rows) => <FlowsTable flows={rows} />}
    </ListFrame>
  );
}
