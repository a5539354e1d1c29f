import type { RouteNameOf } from '@vigil/contract';
import { lazyScreen, preloadScreenAt, ScreenRoutes } from '@vigil/shared';
import type { ComponentType } from 'react';

// Each screen in its own chunk, fetched on its first visit.
const screens: Record<RouteNameOf<'monitoring'>, ComponentType> = {
  home: lazyScreen(() => import('./routes/home').then((m) => m.HomeRoute)),
  internalApi: lazyScreen(() => import('./routes/internal-api').then((m) => m.InternalApiRoute)),
  logs: lazyScreen(() => import('./routes/logs').then((m) => m.LogsRoute)),
  account: lazyScreen(() => import('./routes/account').then((m) => m.AccountRoute)),
  site: lazyScreen(() => import('./routes/site').then((m) => m.SiteRoute)),
  page: lazyScreen(() => import('./routes/page').then((m) => m.PageRoute)),
  pageReport: lazyScreen(() => import('./routes/page-report').then((m) => m.PageReportRoute)),
  scan: lazyScreen(() => import('./routes/scan').then((m) => m.ScanRoute)),
  cases: lazyScreen(() => import('./routes/cases').then((m) => m.CasesRoute)),
  case: lazyScreen(() => import('./routes/case').then((m) => m.CaseRoute)),
  issues: lazyScreen(() => import('./routes/issues').then((m) => m.IssuesRoute)),
  newIssue: lazyScreen(() => import('./routes/issue-new').then((m) => m.IssueNewRoute)),
  issue: lazyScreen(() => import('./routes/issue').then((m) => m.IssueRoute)),
  schedules: lazyScreen(() => import('./routes/schedules').then((m) => m.SchedulesRoute)),
  siteMigration: lazyScreen(() =>
    import('./routes/site-migration').then((m) => m.SiteMigrationRoute),
  ),
  test: lazyScreen(() => import('./routes/page-test').then((m) => m.TestRoute)),
  caseRun: lazyScreen(() => import('./routes/case-run').then((m) => m.CaseRunRoute)),
  flows: lazyScreen(() => import('./routes/flows').then((m) => m.FlowsRoute)),
  flow: lazyScreen(() => import('./routes/flow').then((m) => m.FlowRoute)),
  flowRun: lazyScreen(() => import('./routes/flow-run').then((m) => m.FlowRunRoute)),
  slack: lazyScreen(() => import('./routes/slack').then((m) => m.SlackRoute)),
};

/**
 * Exposed with App: the host fetches the screen of the path it is about to show while it starts
 * (see preloadScreenAt), so the first screen comes without a loading state.
 */
export const preload = (pathname: string) => preloadScreenAt('monitoring', screens, pathname);

/** The exposed module: this remote's rows of the route table (the query cache comes with shared's providers). */
export function App() {
  return <ScreenRoutes remote="monitoring" screens={screens} />;
}
