import { QueryClientProvider } from '@tanstack/react-query';
import { useRoutes } from 'react-router';
import { queryClient } from './query-client';
import { AccountRoute } from './routes/account';
import { CaseRoute } from './routes/case';
import { CasesRoute } from './routes/cases';
import { HomeRoute } from './routes/home';
import { InternalApiRoute } from './routes/internal-api';
import { PageRoute } from './routes/page';
import { ScanRoute } from './routes/scan';
import { ScreenFrame } from './routes/screen-frame';
import { SiteRoute } from './routes/site';
import { SCREENS } from './screens';

// Screens built so far; the rest keep their placeholder frame until their issue lands.
const BUILT: Record<string, () => React.JSX.Element> = {
  '/': HomeRoute,
  '/site/:id': SiteRoute,
  '/page/:id': PageRoute,
  '/scan/:id': ScanRoute,
  '/case': CasesRoute,
  '/case/:id': CaseRoute,
  '/account': AccountRoute,
  '/internal-api': InternalApiRoute,
};

function Routes() {
  return useRoutes(
    SCREENS.map(({ path, title }) => {
      const Screen = BUILT[path];
      return { path, element: Screen ? <Screen /> : <ScreenFrame title={title} /> };
    }),
  );
}

/** The exposed module: this remote's route table, under the remote's own query cache. */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <Routes />
    </QueryClientProvider>
  );
}
