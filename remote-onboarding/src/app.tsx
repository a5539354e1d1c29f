import { useRoutes } from 'react-router';
import { OnboardRoute } from './routes/onboard';

/** The exposed module: this remote's route table, nothing else. */
export function App() {
  return useRoutes([{ path: '/onboard', element: <OnboardRoute /> }]);
}
