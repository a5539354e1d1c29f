/**
 * The modules of the contract's schemas, in an order where each builds on the ones before: a
 * browser evaluates them one per task (shared's loadContract), so building about a thousand zod
 * schemas is many short tasks instead of one long one that a phone cannot answer a tap during
 * (issue 18: the longest task after Home's first paint). Each is in the browser's one "contract"
 * chunk, so stepping through them costs no extra request. The server imports the table whole.
 * `tooling/scripts/contract-parts.test.ts` fails when a schema module is missing here.
 */
export const CONTRACT_PARTS: (() => Promise<unknown>)[] = [
  // zod's core, then the rest of it with the first schemas: together one of the longest tasks.
  // Only through modules that name what they use: a dynamic import of zod would keep all of it.
  () => import(/* webpackChunkName: "contract" */ './zod-core'),
  () => import(/* webpackChunkName: "contract" */ './common'),
  () => import(/* webpackChunkName: "contract" */ './endpoint'),
  () => import(/* webpackChunkName: "contract" */ './plans'),
  () => import(/* webpackChunkName: "contract" */ './auth'),
  () => import(/* webpackChunkName: "contract" */ './billing'),
  () => import(/* webpackChunkName: "contract" */ './slack'),
  () => import(/* webpackChunkName: "contract" */ './ops/scans'),
  () => import(/* webpackChunkName: "contract" */ './ops/sites'),
  () => import(/* webpackChunkName: "contract" */ './ops/pages'),
  () => import(/* webpackChunkName: "contract" */ './ops/processes'),
  () => import(/* webpackChunkName: "contract" */ './ops/crawl'),
  () => import(/* webpackChunkName: "contract" */ './ops/search'),
  () => import(/* webpackChunkName: "contract" */ './ops/metrics'),
  () => import(/* webpackChunkName: "contract" */ './ops/cases'),
  () => import(/* webpackChunkName: "contract" */ './ops/caseruns'),
  () => import(/* webpackChunkName: "contract" */ './ops/tests'),
  () => import(/* webpackChunkName: "contract" */ './ops/issues'),
  () => import(/* webpackChunkName: "contract" */ './ops/logs'),
  () => import(/* webpackChunkName: "contract" */ './ops/runs'),
  () => import(/* webpackChunkName: "contract" */ './ops/schedules'),
  () => import(/* webpackChunkName: "contract" */ './ops/alerts'),
  () => import(/* webpackChunkName: "contract" */ './ops/flows'),
  () => import(/* webpackChunkName: "contract" */ './ops/secrets'),
  () => import(/* webpackChunkName: "contract" */ './ops/site-migrations'),
  () => import(/* webpackChunkName: "contract" */ './ops/uptime-request'),
  () => import(/* webpackChunkName: "contract" */ './ops/uptime'),
  () => import(/* webpackChunkName: "contract" */ './auth-endpoints'),
  () => import(/* webpackChunkName: "contract" */ './site-endpoints'),
  () => import(/* webpackChunkName: "contract" */ './ops-endpoints'),
  () => import(/* webpackChunkName: "contract" */ './billing-endpoints'),
  () => import(/* webpackChunkName: "contract" */ './schedule-endpoints'),
  () => import(/* webpackChunkName: "contract" */ './flow-endpoints'),
  () => import(/* webpackChunkName: "contract" */ './case-endpoints'),
  () => import(/* webpackChunkName: "contract" */ './migration-endpoints'),
  () => import(/* webpackChunkName: "contract" */ './docs-endpoints'),
  () => import(/* webpackChunkName: "contract" */ './uptime-endpoints'),
  () => import(/* webpackChunkName: "contract" */ './uptime-maintenance'),
  () => import(/* webpackChunkName: "contract" */ './uptime-incident-updates'),
  () => import(/* webpackChunkName: "contract" */ './uptime-stats'),
  () => import(/* webpackChunkName: "contract" */ './endpoints'),
];
