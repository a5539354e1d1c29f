import { resolve } from 'node:path';
import { z } from 'zod';

/** VIGIL_CRAWL_MAX_PAGES's default: the pages a site may have on a plan without a page limit. */
export const CRAWL_MAX_PAGES = 100_000;

/** Where `pnpm --filter @vigil/api start` keeps its embedded database unless told otherwise. */
const defaultDataDir = resolve(__dirname, '..', '.data');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8000),
  HOST: z.string().default('127.0.0.1'),
  /** A PostgreSQL URL; when absent the API runs on embedded PGlite under VIGIL_DATA_DIR. */
  DATABASE_URL: z.url().optional(),
  /** PostgreSQL: a connection not ready within this fails (start-up stops with the reason). */
  DATABASE_CONNECT_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(10),
  /** PostgreSQL: the server cancels a statement running longer (migrations are exempt). */
  DATABASE_STATEMENT_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  VIGIL_DATA_DIR: z.string().default(defaultDataDir),
  /** The web client's public origin: links in mails and the Google return point there. */
  APP_URL: z.url().default('http://localhost:8080'),
  /** SMTP server for mails; unset = mails are written to VIGIL_OUTBOX_DIR and logged. */
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  /** `true` for implicit TLS (port 465); otherwise STARTTLS is used when the server offers it. */
  SMTP_SECURE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  MAIL_FROM: z.string().default('Vigil <no-reply@vigil.example>'),
  /** Where mails go without SMTP (one .eml file each); default `<VIGIL_DATA_DIR>/outbox`. */
  VIGIL_OUTBOX_DIR: z.string().optional(),
  /** How long a password-reset link works. */
  RESET_TOKEN_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(60),
  /** Google sign-in (OAuth 2.0 / OpenID Connect); unset client id = the button is refused. */
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  /** The OpenID issuer (tests use a local one); its discovery document names the endpoints. */
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  /** The redirect URI registered with Google; default `<APP_URL>/v1/auth/google`. */
  GOOGLE_REDIRECT_URL: z.url().optional(),
  /**
   * Where a Slack incoming-webhook URL may point (comma-separated origins; the path must be
   * `/services/…`). Tests point it at a local Slack-shaped server.
   */
  SLACK_WEBHOOK_ORIGINS: z.string().default('https://hooks.slack.com'),
  /** A Slack app for "Add to Slack" (OAuth install); unset client id = webhook URLs only. */
  SLACK_CLIENT_ID: z.string().optional(),
  SLACK_CLIENT_SECRET: z.string().optional(),
  /** Slack's base URL: `/oauth/v2/authorize` and `/api/oauth.v2.access` (tests use a local one). */
  SLACK_BASE_URL: z.url().default('https://slack.com'),
  /** The redirect URL registered with the Slack app; default `<APP_URL>/v1/auth/slack/callback`. */
  SLACK_REDIRECT_URL: z.url().optional(),
  /** HMAC key for access tokens; when absent one is generated once and kept in the database. */
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  /**
   * Key of the team secrets cases type (AES-256-GCM, any length, hashed to 32 bytes); when absent
   * one is generated once and kept in the database. Changing it makes stored secrets unreadable.
   */
  VIGIL_SECRET_KEY: z
    .string()
    .min(32, 'VIGIL_SECRET_KEY must be at least 32 characters')
    .optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(30)
    .default(15 * 60),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).default(30),
  /** argon2id cost; the defaults are OWASP's minimum recommendation (19 MiB, 2 passes). */
  ARGON2_MEMORY_KIB: z.coerce.number().int().min(1024).default(19456),
  ARGON2_TIME_COST: z.coerce.number().int().min(1).default(2),
  /** `embedded` runs job workers inside the API process; `off` leaves them to `worker` processes. */
  VIGIL_WORKER: z.enum(['embedded', 'off']).default('embedded'),
  /**
   * SSRF allow-list: comma-separated host names, IP addresses or CIDRs the crawler and scanner may
   * reach although private or local (intranet sites, local tests). Empty = none.
   */
  VIGIL_ALLOW_PRIVATE_TARGETS: z.string().optional(),
  /**
   * A running job's lease: a worker that stops renewing it (killed, frozen, its machine gone) has
   * its job taken over by another once this passes. Live workers renew it every
   * VIGIL_JOB_HEARTBEAT_SECONDS; shorter leases resume a dead worker's work sooner at the cost of
   * more renewals. Tests use a few seconds so a killed worker's job resumes within the test.
   */
  VIGIL_JOB_LEASE_SECONDS: z.coerce.number().int().min(2).max(3600).default(30),
  VIGIL_JOB_HEARTBEAT_SECONDS: z.coerce.number().min(0.1).max(1800).default(10),
  /** How often one process (of all sharing the database) sweeps lapsed leases to a retry. */
  VIGIL_QUEUE_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).max(600).default(10),
  /** Worker concurrency per queue in this process. */
  VIGIL_WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  /**
   * Tests only: the scheduler's fake clock, "fake start ms,real start ms,speed" (the same in every
   * worker process given it; schedules/scheduler.ts). Unset: the real clock. Refused unless
   * NODE_ENV=test.
   */
  VIGIL_SCHEDULER_CLOCK: z
    .string()
    .regex(/^\d+,\d+,\d+(\.\d+)?$/)
    .optional(),
  /**
   * Proxies whose X-Forwarded-For names the real client (comma-separated IPs or CIDRs), so that
   * sign-in limits count per client, not per gateway. Default: a gateway on this machine.
   */
  VIGIL_TRUSTED_PROXIES: z.string().default('127.0.0.1,::1'),
  /** Mark cookies Secure (set behind HTTPS). */
  COOKIE_SECURE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /** The whole request (headers and body) must arrive within this, else 408 and closed. */
  HTTP_REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** A connection with no traffic either way for this long is closed (slow handlers included). */
  HTTP_IDLE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  /** How long a kept-alive connection waits for its next request (above load balancers' 60 s). */
  HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(72),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Stripe secret key; unset = local billing mode (free and selfhost switch without a card). */
  STRIPE_SECRET_KEY: z.string().optional(),
  /** Publishable key handed to the billing panel (POST /v1/billing/stripe/key). */
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  /** Signing secret of the webhook endpoint (/v1/billing/stripe/webhook); unset = refused. */
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Where the stripe client sends requests (tests point it at a local fake); default Stripe's. */
  STRIPE_API_HOST: z.string().optional(),
  STRIPE_API_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
  /** Where Stripe's billing portal sends an enterprise admin back to; default `<APP_URL>/billing`. */
  BILLING_RETURN_URL: z.url().optional(),
  /** Where scan artifacts (screenshots, page sources) are kept; default `<VIGIL_DATA_DIR>/artifacts`. */
  VIGIL_ARTIFACT_DIR: z.string().optional(),
  /**
   * S3-compatible artifact storage (AWS S3, MinIO, Ceph, R2…) instead of VIGIL_ARTIFACT_DIR: a
   * bucket turns it on. Any other VIGIL_S3_* without a bucket, or one key without the other, is a
   * start-up error (see `s3Problems`): a half-configured store would silently write to disk.
   */
  VIGIL_S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name: 3-63 lower-case letters, digits, dots and hyphens',
    )
    .optional(),
  /** The S3 API's URL (MinIO, R2…); unset = AWS S3 of VIGIL_S3_REGION. */
  VIGIL_S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  /** The bucket's region, default us-east-1 (AWS needs the right one; most others ignore it). */
  VIGIL_S3_REGION: z.string().optional(),
  /** Static keys, both or neither; neither = the AWS SDK's default chain (instance/pod role). */
  VIGIL_S3_ACCESS_KEY_ID: z.string().optional(),
  VIGIL_S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Path-style URLs (`endpoint/bucket/key`); default on with VIGIL_S3_ENDPOINT, off for AWS. */
  VIGIL_S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true')),
  /** The Chromium the scanner drives (Debian's; never a downloaded browser). */
  CHROMIUM_PATH: z.string().default('/usr/bin/chromium'),
  /** `off` skips Lighthouse in scans (recorded as not run). */
  VIGIL_LIGHTHOUSE: z.enum(['on', 'off']).default('on'),
  /** A page unchanged since its last capture keeps it for at most this long (scans/unchanged.ts). */
  VIGIL_RECAPTURE_AFTER_HOURS: z.coerce.number().min(0).max(8_760).default(168),
  /**
   * The most pages one site's crawl keeps (and `page_urls` may name) on a plan without a page
   * limit, or one above it: a safety ceiling, said so in the crawl's record when reached.
   */
  VIGIL_CRAWL_MAX_PAGES: z.coerce.number().int().min(1).max(10_000_000).default(CRAWL_MAX_PAGES),
});

export type Env = z.infer<typeof envSchema>;

/** The database time-outs of an environment, as openDb and the queue take them. */
export const dbTimeouts = (env: Env) => ({
  connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_SECONDS * 1000,
  statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_SECONDS * 1000,
});

/** The only place process.env is read (style.md). Throws a readable list of what is wrong. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // An empty variable (`DATABASE_URL=` in a compose file or shell) means "not set".
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const problems = [
    ...s3Problems(parsed.data),
    ...testOnlyProblems(parsed.data, source),
    ...leaseProblems(parsed.data),
  ];
  if (problems.length > 0) throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  return parsed.data;
}

/**
 * Knobs that bend time for tests: a production process given one by mistake (a copied .env)
 * would fire every schedule at the wrong moment, so it refuses to start instead.
 */
function testOnlyProblems(env: Env, source: NodeJS.ProcessEnv): string[] {
  if (env.VIGIL_SCHEDULER_CLOCK === undefined || source.NODE_ENV === 'test') return [];
  return ['  VIGIL_SCHEDULER_CLOCK: a test clock, accepted only with NODE_ENV=test (unset it)'];
}

/** A heartbeat as long as the lease would let a live worker's job lapse between two renewals. */
function leaseProblems(env: Env): string[] {
  if (env.VIGIL_JOB_HEARTBEAT_SECONDS * 2 <= env.VIGIL_JOB_LEASE_SECONDS) return [];
  return [
    `  VIGIL_JOB_HEARTBEAT_SECONDS: must be at most half of VIGIL_JOB_LEASE_SECONDS (${env.VIGIL_JOB_LEASE_SECONDS})`,
  ];
}

/** S3 settings that only make sense together, each problem naming the variable to set. */
function s3Problems(env: Env): string[] {
  const problems: string[] = [];
  const others = (
    [
      'VIGIL_S3_ENDPOINT',
      'VIGIL_S3_REGION',
      'VIGIL_S3_ACCESS_KEY_ID',
      'VIGIL_S3_SECRET_ACCESS_KEY',
      'VIGIL_S3_FORCE_PATH_STYLE',
    ] as const
  ).filter((name) => env[name] !== undefined);
  if (!env.VIGIL_S3_BUCKET && others.length > 0) {
    problems.push(`  VIGIL_S3_BUCKET: required when ${others.join(', ')} is set`);
  }
  if (env.VIGIL_S3_ACCESS_KEY_ID && !env.VIGIL_S3_SECRET_ACCESS_KEY) {
    problems.push('  VIGIL_S3_SECRET_ACCESS_KEY: required when VIGIL_S3_ACCESS_KEY_ID is set');
  }
  if (env.VIGIL_S3_SECRET_ACCESS_KEY && !env.VIGIL_S3_ACCESS_KEY_ID) {
    problems.push('  VIGIL_S3_ACCESS_KEY_ID: required when VIGIL_S3_SECRET_ACCESS_KEY is set');
  }
  return problems;
}

/** Configuration for tests: quick hashing, silent logs, no embedded workers unless asked. */
export function testEnv(overrides: Partial<Record<keyof Env, string>> = {}): Env {
  return loadEnv({
    ARGON2_MEMORY_KIB: '1024',
    ARGON2_TIME_COST: '1',
    LOG_LEVEL: 'silent',
    VIGIL_WORKER: 'off',
    ...overrides,
  });
}
