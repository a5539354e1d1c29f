import type { RouteNameOf } from '@vigil/contract';
import { lazyScreen, preloadScreenAt, ScreenRoutes } from '@vigil/shared';
import type { ComponentType } from 'react';

// Each screen in its own chunk, fetched on its first visit; named `screen-<route>` so the page of
// that route can preload it (tooling/webpack/screen-chunks.ts).
const screens: Record<RouteNameOf<'monitoring'>, ComponentType> = {
  home: lazyScreen(() =>
    import(/* webpackChunkName: "screen-home" */ './routes/home').then((m) => m.HomeRoute),
  ),
  internalApi: lazyScreen(() =>
    import(/* webpackChunkName: "screen-internalApi" */ './routes/internal-api').then(
      (m) => m.InternalApiRoute,
    ),
  ),
  logs: lazyScreen(() =>
    import(/* webpackChunkName: "screen-logs" */ './routes/logs').then((m) => m.LogsRoute),
  ),
  account: lazyScreen(() =>
    import(/* webpackChunkName: "screen-account" */ './routes/account').then((m) => m.AccountRoute),
  ),
  site: lazyScreen(() =>
    import(/* webpackChunkName: "screen-site" */ './routes/site').then((m) => m.SiteRoute),
  ),
  page: lazyScreen(() =>
    import(/* webpackChunkName: "screen-page" */ './routes/page').then((m) => m.PageRoute),
  ),
  pageReport: lazyScreen(() =>
    import(/* webpackChunkName: "screen-pageReport" */ './routes/page-report').then(
      (m) => m.PageReportRoute,
    ),
  ),
  scan: lazyScreen(() =>
    import(/* webpackChunkName: "screen-scan" */ './routes/scan').then((m) => m.ScanRoute),
  ),
  cases: lazyScreen(() =>
    import(/* webpackChunkName: "screen-cases" */ './routes/cases').then((m) => m.CasesRoute),
  ),
  case: lazyScreen(() =>
    import(/* webpackChunkName: "screen-case" */ './routes/case').then((m) => m.CaseRoute),
  ),
  issues: lazyScreen(() =>
    import(/* webpackChunkName: "screen-issues" */ './routes/issues').then((m) => m.IssuesRoute),
  ),
  newIssue: lazyScreen(() =>
    import(/* webpackChunkName: "screen-newIssue" */ './routes/issue-new').then(
      (m) => m.IssueNewRoute,
    ),
  ),
  issue: lazyScreen(() =>
    import(/* webpackChunkName: "screen-issue" */ './routes/issue').then((m) => m.IssueRoute),
  ),
  schedules: lazyScreen(() =>
    import(/* webpackChunkName: "screen-schedules" */ './routes/schedules').then(
      (m) => m.SchedulesRoute,
    ),
  ),
  uptime: lazyScreen(() =>
    import(/* webpackChunkName: "screen-uptime" */ './routes/uptime').then((m) => m.UptimeRoute),
  ),
  uptimeMonitor: lazyScreen(() =>
    import(/* webpackChunkName: "screen-uptimeMonitor" */ './routes/uptime-monitor').then(
      (m) => m.UptimeMonitorRoute,
    ),
  ),
  siteMigration: lazyScreen(() =>
    import(/* webpackChunkName: "screen-siteMigration" */ './routes/site-migration').then(
      (m) => m.SiteMigrationRoute,
    ),
  ),
  test: lazyScreen(() =>
    import(/* webpackChunkName: "screen-test" */ './routes/page-test').then((m) => m.TestRoute),
  ),
  caseRun: lazyScreen(() =>
    import(/* webpackChunkName: "screen-caseRun" */ './routes/case-run').then(
      (m) => m.CaseRunRoute,
    ),
  ),
  flows: lazyScreen(() =>
    import(/* webpackChunkName: "screen-flows" */ './routes/flows').then((m) => m.FlowsRoute),
  ),
  flow: lazyScreen(() =>
    import(/* webpackChunkName: "screen-flow" */ './routes/flow').then((m) => m.FlowRoute),
  ),
  flowRun: lazyScreen(() =>
    import(/* webpackChunkName: "screen-flowRun" */ './routes/flow-run').then(
      (m) => m.FlowRunRoute,
    ),
  ),
  slack: lazyScreen(() =>
    import(/* webpackChunkName: "screen-slack" */ './routes/slack').then((m) => m.SlackRoute),
  ),
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
