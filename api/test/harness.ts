import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../src/app';
import type { Db } from '../src/db/connection';
import { migrate } from '../src/db/migrate';
import { testEnv, type Env } from '../src/env';
import { createTestDatabase } from './databases';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  /** Where the app writes mails (no SMTP configured). */
  outboxDir: string;
  close(): Promise<void>;
}

/**
 * The real app on a fresh, migrated database (in-memory PGlite, or PostgreSQL when set). Mails go
 * to a throw-away outbox (`outboxDir`) unless `overrides` names SMTP or another outbox; with
 * `logStream` its log lines are written there (suites that read the log).
 */
export async function startTestApp(
  overrides: Partial<Record<keyof Env, string>> = {},
  { logStream }: { logStream?: NodeJS.WritableStream } = {},
): Promise<TestApp> {
  const database = await createTestDatabase({ migrated: true });
  const outboxDir = overrides.VIGIL_OUTBOX_DIR ?? mkdtempSync(join(tmpdir(), 'vigil-outbox-'));
  const env = testEnv({
    VIGIL_OUTBOX_DIR: outboxDir,
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    ...overrides,
  });
  const db = await database.open();
  await migrate(db); // nothing to do on the migrated copy, unless a migration is new
  const app = await buildApp({ env, db, ...(logStream ? { logStream } : {}) });
  await app.ready();
  return {
    app,
    db,
    outboxDir,
    async close() {
      await app.close();
      await db.close();
      await database.drop();
      if (!overrides.VIGIL_OUTBOX_DIR) rmSync(outboxDir, { recursive: true, force: true });
    },
  };
}

export interface CallOptions {
  body?: unknown;
  /** A Bearer access token, or `Token <key>` when given as { apiToken }. */
  token?: string;
  apiToken?: string;
  /** Send the CSRF header (as a browser client does). Default true. */
  csrf?: boolean;
  headers?: Record<string, string>;
}

/** A browser-like caller: keeps the csrftoken cookie and echoes it on unsafe requests. */
export class Browser {
  private csrf: string | null = null;

  constructor(private readonly app: FastifyInstance) {}

  async call(method: InjectOptions['method'], url: string, options: CallOptions = {}) {
    if (!this.csrf) {
      const first = await this.app.inject({ method: 'GET', url: '/healthz' });
      this.csrf = first.cookies.find((cookie) => cookie.name === 'csrftoken')?.value ?? null;
    }
    const headers: Record<string, string> = {
      cookie: `csrftoken=${this.csrf}`,
      ...options.headers,
    };
    if (options.csrf !== false) headers['x-csrftoken'] = this.csrf ?? '';
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.apiToken) headers.authorization = `Token ${options.apiToken}`;
    const response = await this.app.inject({
      method,
      url,
      headers,
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    });
    // JSON answers parsed; another kind (a public status page's HTML, a badge's SVG) as its text.
    const json = /json/.test(String(response.headers['content-type'] ?? 'application/json'));
    const body = response.body ? (json ? response.json() : response.body) : null;
    return { status: response.statusCode, body, response };
  }

  get = (url: string, options?: CallOptions) => this.call('GET', url, options);
  post = (url: string, body?: unknown, options?: CallOptions) =>
    this.call('POST', url, { ...options, body });
}

let counter = 0;
/** Registers a fresh user and returns their session. */
export async function signUp(browser: Browser, overrides: Record<string, unknown> = {}) {
  counter += 1;
  const email = `user${counter}-${Date.now()}@example.com`;
  const response = await browser.post('/v1/auth/register/', {
    username: email,
    email,
    password: 'correct horse battery',
    first_name: 'Ada',
    last_name: 'Lovelace',
    ...overrides,
  });
  if (response.status !== 201) throw new Error(`sign-up failed: ${JSON.stringify(response.body)}`);
  return response.body as {
    token: string;
    refresh: string;
    api_token: string;
    user: { id: string; email: string };
  };
}

/** A signed-up user who created a team and is its admin. */
export async function signUpWithTeam(browser: Browser, teamName = 'Acme') {
  const session = await signUp(browser);
  const team = await browser.post(
    '/v1/auth/account',
    { name: teamName, type: 'new' },
    { token: session.token },
  );
  if (team.status !== 200) throw new Error(`team failed: ${JSON.stringify(team.body)}`);
  return { session, team: team.body as { id: string; name: string; type: string } };
}

export interface AppWorld {
  t: TestApp;
  browser: Browser;
}

/**
 * The start of an API test file whose tests sign their own users up: before its tests, the real
 * app on a fresh database and a browser on it; closed after.
 */
export function useTestApp(overrides: Partial<Record<keyof Env, string>> = {}): AppWorld {
  const world = {} as AppWorld;
  beforeAll(async () => {
    world.t = await startTestApp(overrides);
    world.browser = new Browser(world.t.app);
  });
  afterAll(() => world.t?.close());
  return world;
}

export interface ArtifactAppWorld extends AppWorld {
  /** Where the app keeps artifacts: the file's own folder, removed after it. */
  dir: string;
}

/**
 * `useTestApp` with the app's artifacts kept in a fresh folder of the file's own (`dir`, named
 * after `prefix`), removed after its tests; `logStream` receives the app's log lines.
 */
export function useArtifactApp(
  prefix: string,
  overrides: Partial<Record<keyof Env, string>> = {},
  options: { logStream?: NodeJS.WritableStream } = {},
): ArtifactAppWorld {
  const world = {} as ArtifactAppWorld;
  beforeAll(async () => {
    world.dir = mkdtempSync(join(tmpdir(), `vigil-${prefix}-`));
    world.t = await startTestApp({ VIGIL_ARTIFACT_DIR: world.dir, ...overrides }, options);
    world.browser = new Browser(world.t.app);
  });
  afterAll(async () => {
    await world.t?.close();
    if (world.dir) rmSync(world.dir, { recursive: true, force: true });
  });
  return world;
}

export interface TeamApp {
  t: TestApp;
  browser: Browser;
  /** The signed-up admin's access token. */
  token: string;
  session: Awaited<ReturnType<typeof signUp>>;
  team: { id: string; name: string; type: string };
}

/**
 * The usual start of an API test file: before its tests, the real app on a fresh database and one
 * signed-up user with a team, handed to `ready` (which may add the file's own data); closed after.
 */
export function withTeamApp(
  ready: (app: TeamApp) => unknown,
  overrides: Partial<Record<keyof Env, string>> = {},
) {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await startTestApp(overrides);
    const browser = new Browser(t.app);
    const { session, team } = await signUpWithTeam(browser);
    await ready({ t, browser, token: session.token, session, team });
  });
  afterAll(() => t?.close());
}
