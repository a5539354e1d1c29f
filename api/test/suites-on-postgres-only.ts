/**
 * API suites that run on PostgreSQL only when `npm test` runs the API suite on both databases
 * (VIGIL_TEST_DATABASE_URL set; without it every suite runs on PGlite). Decision 015 says why:
 * the whole suite on PostgreSQL, and on PGlite the suites where the engines differ or that cost
 * little. Paths are from api/; `suites-on-postgres-only.test.ts` checks that each exists and that
 * a suite called database-free opens no database.
 */

/** Suites that open no database: they would run twice the same. */
export const DATABASE_FREE_SUITES = [
  'src/runs/conditions.test.ts',
  'src/notify/send.test.ts',
  'src/architecture.test.ts',
  'src/artifacts/blobs.test.ts',
  'src/artifacts/config.test.ts',
  'src/browser/browser-guard.test.ts',
  'src/browser/network-quiet.test.ts',
  'src/browser/prepared-pages.test.ts',
  'src/cases/playwright-round-trip.test.ts',
  'src/crawl/crawler.test.ts',
  'src/crawl/link-checks.test.ts',
  'src/crawl/normalize.test.ts',
  'src/crawl/one-page-per-document.test.ts',
  'src/crawl/one-request.test.ts',
  'src/flows/graph.test.ts',
  'src/logs/redact.test.ts',
  'src/mail/mailer.test.ts',
  'src/net/fetch-limits.test.ts',
  'src/net/guard.test.ts',
  'src/net/guarded-proxy.test.ts',
  'src/net/stale-connection.test.ts',
  'src/page-tests/compare/html-diff.test.ts',
  'src/page-tests/compare/scores.test.ts',
  'src/page-tests/compare/spread.test.ts',
  'src/page-tests/compare/visual.test.ts',
  'src/reports/pdf-renderer.test.ts',
  'src/reports/report-html.test.ts',
  'src/scans/late-content.test.ts',
  'src/scans/lighthouse-process.test.ts',
  'src/scans/sampling.test.ts',
  'src/scans/score.test.ts',
  'src/scans/security.test.ts',
  'src/schedules/next-runs.test.ts',
  'src/schedules/runs-in-window.test.ts',
  'src/schedules/scheduler-clock.test.ts',
  'src/steps/runner.test.ts',
  'src/steps/secret-masker.test.ts',
  'src/steps/secrets.test.ts',
];

/**
 * Suites that spend their time in Chromium (scans, Lighthouse, case runs, page tests, host
 * comparisons, reports) through the ordinary HTTP harness: their SQL is the repositories' that the
 * suites kept on PGlite run too, and the journeys run the same work on PGlite end to end (the
 * e2e stack's API is on PGlite). A suite that opens its own database, queue or runtime (restarts,
 * leases, the embedded worker) stays on both, whatever it costs.
 */
export const CHROMIUM_SUITES = [
  'src/alerts/scheduled-test.test.ts',
  'src/browser/browser-limits.test.ts',
  'src/caseruns/caseruns.test.ts',
  'src/caseruns/secret-urls.test.ts',
  'src/cases/cases.test.ts',
  'src/cases/verified-cases.test.ts',
  'src/flows/flow-run.test.ts',
  'src/flows/flow-wake.test.ts',
  'src/openapi/reference-page.test.ts',
  'src/page-tests/page-tests.test.ts',
  'src/reports/report.test.ts',
  'src/scans/lighthouse-failure.test.ts',
  'src/scans/lighthouse-timeout.test.ts',
  'src/scans/scan-health.test.ts',
  'src/scans/scan-sampling.test.ts',
  'src/scans/scan.test.ts',
  'src/scans/screenshots.test.ts',
  'src/scans/unchanged.test.ts',
  'src/secrets/secrets.test.ts',
  'src/site-migrations/ignore-selectors.test.ts',
  'src/site-migrations/retention.test.ts',
  'src/site-migrations/site-migrations.test.ts',
];

/**
 * Suites of the HTTP layer through the ordinary harness: what they check happens in Fastify
 * before or after any SQL (body parsing and its limits, the shape of input, headers, the contract
 * version an answer names, the request log), and the few rows they reach run the repositories'
 * SQL that the domain suites kept on PGlite run too. Kept on both, because PGlite differs there:
 * NUL bytes, lone surrogates and odd JSON (its own parameter serialisers: `nul`,
 * `lone-surrogates`, `well-formed-json`, `fuzz`) and a busy event loop (PGlite runs in the API's
 * own thread: `stays-responsive`).
 */
export const HTTP_LAYER_SUITES = [
  // Who may see or call what (the access matrix over every route, a score trend's readers, a
  // contributor's view of webhook credentials) and the OpenAPI document: decided in the route
  // guards and answer views, on rows the domain suites kept on PGlite write and read.
  'src/http/access.test.ts',
  'src/metrics/score-trend-access.test.ts',
  'src/alerts/alert-webhook-credentials.test.ts',
  'src/flows/flow-webhook-credentials.test.ts',
  'src/openapi/openapi.test.ts',
  'src/http/contract-version.test.ts',
  'src/http/empty-json-body.test.ts',
  'src/http/input-shape.test.ts',
  'src/http/logging.test.ts',
  'src/http/over-limit-body.test.ts',
  'src/http/security-headers.test.ts',
  'src/http/slow-body.test.ts',
];

/**
 * Suites about a conversation with another party through the ordinary harness: an OAuth provider
 * (Google sign-in, Slack's install), Stripe's calls and signed events, an SMTP server, a webhook
 * receiver checking the documented signature recipe. What they check is the exchange (its
 * requests, signatures, retries and refusals); the rows it leaves are the ones the users,
 * billing, Slack-at-rest and alerts suites kept on PGlite write and read.
 */
export const PROTOCOL_SUITES = [
  'src/auth/google/google.test.ts',
  'src/slack/slack.test.ts',
  'src/billing/stripe.test.ts',
  'src/mail/smtp.test.ts',
  'src/notify/webhook-recipe.test.ts',
];

export const POSTGRES_ONLY_SUITES = [
  ...DATABASE_FREE_SUITES,
  ...CHROMIUM_SUITES,
  ...HTTP_LAYER_SUITES,
  ...PROTOCOL_SUITES,
];
