import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { artifactRoutes } from './artifacts/routes';
import { artifactStoreFor } from './artifacts/store';
import { registerApiLogRecorder } from './logs/recorder';
import { apiLogRoutes } from './logs/routes';
import { createApiLogService } from './logs/service';
import { authRouteDeps } from './auth/deps';
import { crawlRoutes } from './crawl/routes';
import { createCrawlService } from './crawl/service';
import { authRoutes } from './auth/routes';
import { caseRunRoutes } from './caseruns/routes';
import { createCaseRunService } from './caseruns/service';
import { caseRoutes } from './cases/routes';
import { createCaseService } from './cases/service';
import { createAuthService } from './auth/service';
import { accessTokens } from './auth/tokens';
import type { Db } from './db/connection';
import { persistentSecret } from './db/settings';
import { secretRoutes } from './secrets/routes';
import { createSecretService } from './secrets/service';
import { lazySecretCipher } from './secrets/cipher';
import type { Env } from './env';
import type { Queue } from './jobs/queue';
import { healthRoutes } from './health/routes';
import { billingRoutes } from './billing/routes';
import { createBillingService } from './billing/service';
import { stripeFromEnv } from './billing/stripe-client';
import { callerResolver } from './http/caller';
import { registerCsrf } from './http/csrf';
import { registerErrorHandling } from './http/errors';
import { registerSecurityHeaders } from './http/security-headers';
import { registerLingeringClose } from './http/lingering-close';
import { serverTimeouts } from './http/server-timeouts';
import { registerWellFormedJson } from './http/well-formed-json';
import { issueRoutes } from './issues/routes';
import { createIssueService } from './issues/service';
import { createMailer } from './mail/mailer';
import { metricsRoutes } from './metrics/routes';
import { openApiRoutes } from './openapi/routes';
import { reportRoutes } from './reports/routes';
import { scanRoutes } from './scans/routes';
import { createScanService } from './scans/service';
import { searchRoutes } from './search/routes';
import { createSearchService } from './search/service';
import { siteRoutes } from './sites/routes';
import { createSiteService } from './sites/service';
import { siteMigrationRoutes } from './site-migrations/routes';
import { createSiteMigrationService } from './site-migrations/service';
import { findActiveMembership } from './teams/repository';
import { teamRoutes } from './teams/routes';
import { createTeamService } from './teams/service';
import { processRoutes } from './processes/routes';
import { testRoutes } from './page-tests/routes';
import { createTestService } from './page-tests/service';
import { createPageTestSettings } from './page-tests/settings';
import { alertRoutes } from './alerts/routes';
import { createAlertService } from './alerts/service';
import { flowRoutes } from './flows/routes';
import { createFlowRunService } from './flows/run-service';
import { createFlowService } from './flows/service';
import { scheduleRoutes } from './schedules/routes';
import { RUN_KINDS } from './engine/run-kinds';
import { slackRoutes } from './slack/routes';
import { parseOrigins } from './slack/webhook-url';
import { createSlackService, slackAppOf } from './slack/service';
import { createScheduleService } from './schedules/service';
import { uptimeRoutes } from './uptime/routes';
import { createUptimeService } from './uptime/service';

export interface AppDeps {
  env: Env;
  db: Db;
  /** The job queue; routes that start background work enqueue on it. */
  queue?: Queue;
  /** Where logs go (stdout by default); tests read them to prove what is never logged. */
  logStream?: NodeJS.WritableStream;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Builds the HTTP server on an open, migrated database. Listening is main.ts's business. */
export async function buildApp({ env, db, queue, logStream }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    trustProxy: env.VIGIL_TRUSTED_PROXIES.split(',')
      .map((proxy) => proxy.trim())
      .filter(Boolean),
    logger: {
      level: env.LOG_LEVEL,
      ...(logStream ? { stream: logStream } : {}),
      // Paths only: query strings can carry tokens (reset links, OAuth codes).
      serializers: {
        req: (req) => ({ method: req.method, path: req.url.split('?')[0], reqId: req.id }),
      },
      redact: ['req.headers.authorization', 'req.headers.cookie', 'password', '*.password'],
    },
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    ...serverTimeouts(env),
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(cookie);
  registerErrorHandling(app);
  registerCsrf(app, { secureCookie: env.COOKIE_SECURE });
  registerSecurityHeaders(app);
  registerWellFormedJson(app);
  registerLingeringClose(app);

  const secret = env.JWT_SECRET ?? (await persistentSecret(db, 'jwt_secret'));
  const passwordCost = { memoryKib: env.ARGON2_MEMORY_KIB, timeCost: env.ARGON2_TIME_COST };
  const auth = createAuthService({
    db,
    access: accessTokens(secret, env.ACCESS_TOKEN_TTL_SECONDS),
    passwordCost,
    refreshTtlDays: env.REFRESH_TOKEN_TTL_DAYS,
  });
  // The one way from a header to a caller and their team: every route and the API log use it.
  const callers = callerResolver(auth.authenticate, (userId) => findActiveMembership(db, userId));
  // Before any route, so every request made with an API key is in the team's log.
  registerApiLogRecorder(app, db, callers);
  const mailer = createMailer(env, app.log);
  app.addHook('onClose', async () => mailer.close());
  healthRoutes(app, db);
  openApiRoutes(app, callers, env.APP_URL);
  authRoutes(app, auth, callers, authRouteDeps({ env, db, auth, mailer, secret, log: app.log }));
  teamRoutes(
    app,
    callers,
    createTeamService(db, {
      mailer,
      appUrl: env.APP_URL,
      log: app.log,
      passwordCost,
      sessionFor: auth.sessionFor,
    }),
  );
  await billingRoutes(app, callers, createBillingService(db, env, stripeFromEnv(env)));
  siteRoutes(
    app,
    callers,
    createSiteService(db, {
      queue,
      allowPrivateTargets: env.VIGIL_ALLOW_PRIVATE_TARGETS,
      artifacts: artifactStoreFor(db, env),
      maxPages: env.VIGIL_CRAWL_MAX_PAGES,
    }),
  );
  crawlRoutes(app, callers, createCrawlService(db, queue));
  processRoutes(app, callers, db);
  searchRoutes(app, callers, createSearchService(db));
  metricsRoutes(app, callers, db);
  scanRoutes(app, callers, createScanService(db, queue));
  testRoutes(app, callers, createTestService(db, queue), createPageTestSettings(db));
  siteMigrationRoutes(
    app,
    callers,
    createSiteMigrationService(db, { queue, allowPrivateTargets: env.VIGIL_ALLOW_PRIVATE_TARGETS }),
  );
  caseRoutes(app, callers, createCaseService(db, { artifacts: artifactStoreFor(db, env) }));
  caseRunRoutes(app, callers, createCaseRunService(db, queue));
  issueRoutes(app, callers, createIssueService(db));
  artifactRoutes(app, callers, artifactStoreFor(db, env));
  reportRoutes(app, callers, db, env.CHROMIUM_PATH);
  apiLogRoutes(app, callers, createApiLogService(db));
  scheduleRoutes(app, callers, createScheduleService(db, queue, RUN_KINDS));
  flowRoutes(app, callers, createFlowService(db), createFlowRunService(db, queue));
  alertRoutes(
    app,
    callers,
    createAlertService(db, { allowPrivate: env.VIGIL_ALLOW_PRIVATE_TARGETS }),
  );
  uptimeRoutes(
    app,
    callers,
    createUptimeService(db, {
      allowPrivateTargets: env.VIGIL_ALLOW_PRIVATE_TARGETS,
      appUrl: env.APP_URL,
      secretKey: env.VIGIL_SECRET_KEY,
    }),
  );
  const secretCipher = lazySecretCipher(db, env.VIGIL_SECRET_KEY);
  secretRoutes(app, callers, createSecretService(db, secretCipher));
  slackRoutes(
    app,
    callers,
    createSlackService(db, {
      origins: parseOrigins(env.SLACK_WEBHOOK_ORIGINS),
      allowPrivate: env.VIGIL_ALLOW_PRIVATE_TARGETS,
      app: slackAppOf(env),
      secret,
      cipher: secretCipher,
      slackBaseUrl: env.SLACK_BASE_URL,
      appUrl: env.APP_URL,
      log: app.log,
    }),
    env.COOKIE_SECURE,
  );
  return app;
}
