import { useRoutes } from 'react-router';
import { AccountRoute } from './routes/account';
import { CaseRoute } from './routes/case';
import { CasesRoute } from './routes/cases';
import { HomeRoute } from './routes/home';
import { InternalApiRoute } from './routes/internal-api';
import { LogsRoute } from './routes/logs';
import { IssueRoute } from './routes/issue';
import { IssueNewRoute } from './routes/issue-new';
import { IssuesRoute } from './routes/issues';
import { PageRoute } from './routes/page';
import { PageReportRoute } from './routes/page-report';
import { ScanRoute } from './routes/scan';
import { ScreenFrame } from './routes/screen-frame';
import { SiteRoute } from './routes/site';
import { SCREENS } from './screens';

// Screens built so far; the rest keep their placeholder frame until their issue lands.
const BUILT: Record<string, () => React.JSX.Element> = {
  '/': HomeRoute,
  '/site/:id': SiteRoute,
  '/page/:id': PageRoute,
  '/page/:id/report': PageReportRoute,
  '/scan/:id': ScanRoute,
  '/case': CasesRoute,
  '/case/:id': CaseRoute,
  '/account': AccountRoute,
  '/internal-api': InternalApiRoute,
  '/logs': LogsRoute,
  '/issue': IssuesRoute,
  '/issue/new': IssueNewRoute,
  '/issue/:id': IssueRoute,
};

function Routes() {
  return useRoutes(
    SCREENS.map(({ path, title }) => {
      const Screen = BUILT[path];
      return { path, element: Screen ? <Screen /> : <ScreenFrame title={title} /> };
    }),
  );
}

/** The exposed module: this remote's route table (the query cache comes with shared's providers). */
export function App() {
  return <Routes />;
}
