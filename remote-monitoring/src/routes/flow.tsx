import { NotFoundState } from '../components/not-found-state';
import { IdScreen } from '../components/id-screen';
import { useFlow } from '../data/flows/get-flow';
import { FlowEditor } from '../features/flows/components/flow-editor';
import { paths } from '../paths';

/** /flow/:id : the flow's graph editor. */
export function FlowRoute() {
  return (
    <IdScreen
      thing="flow"
      useObject={useFlow}
      back={{ to: paths.flows, label: 'All flows' }}
      notFound={<NotFoundState thing="flow" backTo={paths.flows} backLabel="Back to your flows" />}
    >
      {(flow) => <FlowEditor key={flow.id} flow={flow} />}
    </IdScreen>
  );
}
