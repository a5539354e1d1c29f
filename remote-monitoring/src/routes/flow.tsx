import { IdScreen } from '../components/id-screen';
import { useFlow } from '../data/flows/get-flow';
import { FlowEditor } from '../features/flows/components/flow-editor';
import { flowsScreen } from '../features/flows/components/flows-screen';

/** /flow/:id : the flow's graph editor. */
export function FlowRoute() {
  return (
    <IdScreen {...flowsScreen('flow')} useObject={useFlow}>
      {(flow) => <FlowEditor key={flow.id} flow={flow} />}
    </IdScreen>
  );
}
