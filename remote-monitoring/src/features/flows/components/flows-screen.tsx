import { NotFoundState } from '../../../components/not-found-state';
import { paths } from '../../../paths';

/**
 * What a flow's screen and a flow run's screen share as `IdScreen`s: both lead back to the flows
 * list, also when the flow or run is not found.
 */
export const flowsScreen = (thing: 'flow' | 'flow run') => ({
  thing,
  back: { to: paths.flows, label: 'All flows' },
  notFound: <NotFoundState thing={thing} backTo={paths.flows} backLabel="Back to your flows" />,
});
