import { NotFoundState } from '../components/not-found-state';
import { IdScreen } from '../components/id-screen';
import { useFlowRun } from '../data/flowruns/get-flow-run';
import { FlowRunGraph } from '../features/flows/components/flow-run-graph';
import { FlowRunLog } from '../features/flows/components/flow-run-log';
import { FlowRunNodeList } from '../features/flows/components/flow-run-node-list';
import { FlowRunSummary } from '../features/flows/components/flow-run-summary';
import { paths } from '../paths';

/**
 * /flowrun/:id : a flow run, re-read every 5 s while it works so each node's state and the log
 * move live; the graph on a wide screen, its nodes as an ordered list on a phone.
 */
export function FlowRunRoute() {
  return (
    <IdScreen
      thing="flow run"
      useObject={useFlowRun}
      back={{ to: paths.flows, label: 'All flows' }}
      notFound={
        <NotFoundState thing="flow run" backTo={paths.flows} backLabel="Back to your flows" />
      }
    >
      {(run) => (
        <>
          <FlowRunSummary run={run} />
          <FlowRunGraph run={run} />
          <FlowRunNodeList run={run} />
          <FlowRunLog run={run} />
        </>
      )}
    </IdScreen>
  );
}
