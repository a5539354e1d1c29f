import { useRoutes } from 'react-router';
import { ScreenFrame } from './routes/screen-frame';
import { SCREENS } from './screens';

/** The exposed module: this remote's route table, nothing else. */
export function App() {
  return useRoutes(
    SCREENS.map(({ path, title }) => ({ path, element: <ScreenFrame title={title} /> })),
  );
}
