import { IdScreen } from '../components/id-screen';
import { useFlowRun } from '../data/flowruns/get-flow-run';
import { FlowRunGraph } from '../features/flows/components/flow-run-graph';
import { FlowRunLog } from '../features/flows/components/flow-run-log';
import { FlowRunNodeList } from '../features/flows/components/flow-run-node-list';
import { FlowRunSummary } from '../features/flows/components/flow-run-summary';
import { flowsScreen } from '../features/flows/components/flows-screen';

/**
 * /flowrun/:id : a flow run, re-read every 5 s while it works so each node's state and the log
 * move live; the graph on a wide screen, its nodes as an ordered list on a phone.
 */
export function FlowRunRoute() {
  return (
    <IdScreen {...flowsScreen('flow run')} useObject={useFlowRun}>
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
