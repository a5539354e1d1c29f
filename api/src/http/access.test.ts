import { randomUUID } from 'node:crypto';
import { buildPath, endpoints, errorStyleFor, type Endpoint } from '@vigil/contract';
import { Browser, signUp, signUpWithTeam, startTestApp, type TestApp } from '../../test/harness';
import { NO_TEAM } from './caller';

/**
 * Every row of the contract's endpoint table, called the way its access level says it may not
 * be: the expectations come from the row, so a row added with the wrong level, or registered
 * without route(), fails here.
 */
const rows = Object.entries(endpoints) as [string, Endpoint][];
const publicRows = rows.filter(([, endpoint]) => endpoint.access === 'public');
const signedInRows = rows.filter(([, endpoint]) => endpoint.access !== 'public');
const adminRows = rows.filter(([, endpoint]) => endpoint.access === 'admin');

/** A body (or query) that passes the row's schema, where `{}` does not: ids are checked after. */
const VALID_INPUT: Record<string, { body?: unknown; query?: Record<string, string> }> = {
  updateMember: { body: { type: 'contributor' } },
  updatePageTestSettings: { body: { ignore_selectors: [] } },
  putSecret: { body: { name: 'PASSWORD', value: 'x' } },
  createSiteMigration: { body: { base_url: 'https://staging.example.com' } },
  addSitePages: { body: { page_urls: ['https://example.com/pricing'] } },
  listSiteLinkPages: { query: { kind: 'resource', url: 'https://example.com/theme.css' } },
  createIncidentUpdate: { body: { status: 'investigating', message: 'Looking into it' } },
};

/** The object an id names: the path segment before `:id`, or a query field's `<type>_id`. */
const idPathOwner = (path: string) => /\/([a-z]+)\/:id\b/.exec(path)?.[1];
function requiredQueryIds(endpoint: Endpoint): string[] {
  const shape = (endpoint.query as { shape?: Record<string, Endpoint['query']> }).shape ?? {};
  return Object.entries(shape)
    .filter(([field, schema]) => field.endsWith('_id') && !schema.safeParse(undefined).success)
    .map(([field]) => field);
}
/** The body sent: the row's sample, else `{}` where the row reads a JSON object. */
const bodyFor = (name: string, endpoint: Endpoint) =>
  VALID_INPUT[name]?.body ?? (endpoint.body.safeParse(undefined).success ? undefined : {});

type Session = Awaited<ReturnType<typeof signUp>>;
let t: TestApp;
let browser: Browser;
let admin: Session;
let contributor: Session;
let loner: Session;
/** Real ids of another team's objects, by the name the paths use. */
const otherTeam: Record<string, string> = {};

async function insertId(sql: string, values: unknown[]): Promise<string> {
  const [row] = await t.db.query<{ id: string }>(`${sql} RETURNING id`, values);
  return row!.id;
}

beforeAll(async () => {
  t = await startTestApp();
  browser = new Browser(t.app);
  const teamA = await signUpWithTeam(browser, 'Team A');
  admin = teamA.session;
  contributor = await signUp(browser);
  await t.db.query(
    `INSERT INTO members (account_id, user_id, email, status, type)
     VALUES ($1, $2, $3, 'active', 'contributor')`,
    [teamA.team.id, contributor.user.id, contributor.user.email],
  );
  loner = await signUp(browser);

  const teamB = await signUpWithTeam(browser, 'Team B');
  const b = teamB.team.id;
  otherTeam.account = b;
  otherTeam.member = (await browser.get('/v1/auth/member', { token: teamB.session.token })).body.id;
  otherTeam.site = await insertId('INSERT INTO sites (account_id, site_url) VALUES ($1, $2)', [
    b,
    'https://b.example.com',
  ]);
  otherTeam.page = await insertId(
    'INSERT INTO pages (account_id, site_id, page_url) VALUES ($1, $2, $3)',
    [b, otherTeam.site, 'https://b.example.com'],
  );
  otherTeam.scan = await insertId(
    'INSERT INTO scans (account_id, site_id, page_id) VALUES ($1, $2, $3)',
    [b, otherTeam.site, otherTeam.page],
  );
  otherTeam.test = await insertId(
    `INSERT INTO tests (account_id, site_id, page_id, post_scan_id, pre_scan_source)
     VALUES ($1, $2, $3, $4, 'none')`,
    [b, otherTeam.site, otherTeam.page, otherTeam.scan],
  );
  otherTeam.migration = await insertId(
    `INSERT INTO site_migrations (account_id, site_id, base_url) VALUES ($1, $2, $3)`,
    [b, otherTeam.site, 'https://staging.b.example.com'],
  );
  otherTeam.artifact = await insertId(
    `INSERT INTO artifacts (account_id, scan_id, name, content_type, size_bytes)
     VALUES ($1, $2, 'screenshot', 'image/png', 1)`,
    [b, otherTeam.scan],
  );
  otherTeam.case = await insertId(
    'INSERT INTO cases (account_id, site_id, title) VALUES ($1, $2, $3)',
    [b, otherTeam.site, 'Team B case'],
  );
  otherTeam.caserun = await insertId(
    `INSERT INTO caseruns (account_id, case_id, site_id, case_steps) VALUES ($1, $2, $3, '[]')`,
    [b, otherTeam.case, otherTeam.site],
  );
  otherTeam.issue = await insertId('INSERT INTO issues (account_id, title) VALUES ($1, $2)', [
    b,
    'Team B issue',
  ]);
  otherTeam.log = await insertId(
    `INSERT INTO api_logs (account_id, method, path, status, duration_ms)
     VALUES ($1, 'GET', '/v1/ops/site', 200, 1)`,
    [b],
  );
  otherTeam.alert = await insertId(
    `INSERT INTO alerts (account_id, name, secret) VALUES ($1, 'Team B alert', 's')`,
    [b],
  );
  otherTeam.secret = await insertId(
    `INSERT INTO secrets (account_id, name, value) VALUES ($1, 'TEAM_B', 'v1.x.y.z')`,
    [b],
  );
  otherTeam.schedule = await insertId(
    `INSERT INTO schedules (account_id, scope, task_type, frequency) VALUES ($1, 'account', 'scan', 'daily')`,
    [b],
  );
  otherTeam.flow = await insertId('INSERT INTO flows (account_id, title) VALUES ($1, $2)', [
    b,
    'Team B flow',
  ]);
  otherTeam.flowrun = await insertId(
    `INSERT INTO flowruns (account_id, flow_id, site_id, title, nodes, edges)
     VALUES ($1, $2, $3, 'Team B run', '[]', '[]')`,
    [b, otherTeam.flow, otherTeam.site],
  );
  otherTeam.monitor = await insertId(
    `INSERT INTO monitors (account_id, name, kind, url, interval_seconds)
     VALUES ($1, 'Team B monitor', 'http', 'https://b.example.com', 60)`,
    [b],
  );
  otherTeam.maintenance = await insertId(
    `INSERT INTO maintenance_windows (account_id, title, kind, weekdays, start_time, duration_minutes)
     VALUES ($1, 'Team B backups', 'weekly', '{sun}', '03:00', 60)`,
    [b],
  );
  otherTeam.incident = await insertId(
    'INSERT INTO monitor_incidents (monitor_id, time_started) VALUES ($1, now())',
    [otherTeam.monitor],
  );
});
afterAll(() => t.close());

interface Call {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  authorization?: string;
}

/**
 * Calls a row as a browser would; unknown `:id`s get a fresh UUID, a status page's `:slug` one no page has. Never a 500: a row whose
 * handler ran without the team it needs would fail here.
 */
async function call(endpoint: Endpoint, { params, query, body, authorization }: Call = {}) {
  const path = buildPath(endpoint.path, {
    id: randomUUID(),
    update_id: randomUUID(),
    slug: 'no-such-page',
    ...params,
  });
  const search = query ? `?${new URLSearchParams(query).toString()}` : '';
  const answer = await browser.call(endpoint.method, path + search, {
    ...(body === undefined ? {} : { body }),
    ...(authorization ? { headers: { authorization } } : {}),
  });
  expect(answer.status).toBeLessThan(500);
  return answer;
}
const bearer = (session: Session) => `Bearer ${session.token}`;

/** The error's message, in the row's style (`{detail}` on auth paths, `{reason}` elsewhere). */
const messageOf = (endpoint: Endpoint, body: Record<string, unknown> | null) =>
  body?.[errorStyleFor(endpoint.path)];
const refusedAsNonAdmin = (endpoint: Endpoint, answer: Awaited<ReturnType<typeof call>>) =>
  answer.status === 403 && /^Only team admins/.test(String(messageOf(endpoint, answer.body)));

describe.each(publicRows)('%s (public)', (_name, endpoint) => {
  it('answers without credentials (never 401 for the lack of them)', async () => {
    expect((await call(endpoint)).status).not.toBe(401);
  });
});

describe.each(signedInRows)('%s (signed in only)', (_name, endpoint) => {
  it('answers 401 without credentials or with a token that proves nobody', async () => {
    expect((await call(endpoint)).status).toBe(401);
    expect((await call(endpoint, { authorization: 'Bearer not-a-token' })).status).toBe(401);
    expect((await call(endpoint, { authorization: 'Token not-a-key' })).status).toBe(401);
  });

  it(`admits a caller at its level (${endpoint.access}) and no one below`, async () => {
    const teamless = await call(endpoint, { authorization: bearer(loner) });
    expect(teamless.status).not.toBe(401);
    if (endpoint.access === 'user') {
      expect(messageOf(endpoint, teamless.body)).not.toBe(NO_TEAM);
    } else {
      expect(teamless.status).toBe(404);
      expect(messageOf(endpoint, teamless.body)).toBe(NO_TEAM);
    }
    const byContributor = await call(endpoint, { authorization: bearer(contributor) });
    expect(byContributor.status).not.toBe(401);
    expect(refusedAsNonAdmin(endpoint, byContributor)).toBe(endpoint.access === 'admin');
    const byAdmin = await call(endpoint, { authorization: bearer(admin) });
    expect(byAdmin.status).not.toBe(401);
    expect(refusedAsNonAdmin(endpoint, byAdmin)).toBe(false);
  });
});

describe.each(adminRows)('%s (admins only)', (_name, endpoint) => {
  it('refuses a contributor with 403 and a reason, whatever the input', async () => {
    const answer = await call(endpoint, {
      authorization: bearer(contributor),
      body: { unexpected: true },
    });
    expect(answer.status).toBe(403);
    expect(messageOf(endpoint, answer.body)).toEqual(expect.stringMatching(/^Only team admins/));
  });
});

const idRows = signedInRows.filter(
  ([, endpoint]) => idPathOwner(endpoint.path) || requiredQueryIds(endpoint).length > 0,
);

describe.each(idRows)("%s (another team's ids)", (name, endpoint) => {
  // The least-privileged caller the row admits: another team's id must be "not found" to it.
  const caller = () => (endpoint.access === 'admin' ? admin : contributor);
  const input = VALID_INPUT[name] ?? {};
  const body = bodyFor(name, endpoint);

  it('has a body that passes its schema (else add one to VALID_INPUT), so a 404 is the team check', () => {
    expect(endpoint.body.safeParse(body).success).toBe(true);
  });

  it('answers 404 for an id of another team (a real one where the object exists)', async () => {
    const owner = idPathOwner(endpoint.path);
    const query = { ...input.query };
    for (const field of requiredQueryIds(endpoint)) {
      query[field] = otherTeam[field.replace(/_id$/, '')] ?? randomUUID();
    }
    const id = owner ? (otherTeam[owner] ?? randomUUID()) : undefined;
    const answer = await call(endpoint, {
      params: id ? { id } : {},
      query,
      body,
      authorization: bearer(caller()),
    });
    expect(answer.status).toBe(404);
    expect(messageOf(endpoint, answer.body)).not.toBe(NO_TEAM);
  });
});

it('walks every row: each has one of the four levels', () => {
  const levels = ['public', 'user', 'member', 'admin'];
  expect(rows.filter(([, endpoint]) => !levels.includes(endpoint.access))).toEqual([]);
  expect(publicRows.length + signedInRows.length).toBe(rows.length);
});

/**
 * What server.md §1 reserves for admins ("billing, members, deleting sites"): a new row there
 * with a lower level would pass the checks above (they follow the row), so the rule is kept here.
 */
function adminBySpec(endpoint: Endpoint): boolean {
  // Stripe's deliveries prove themselves by their signature, not a user.
  if (endpoint === endpoints.stripeWebhook) return false;
  if (endpoint.path.startsWith('/v1/billing/')) return true;
  if (endpoint.method === 'GET' || endpoint.method === 'POST') return false;
  return /^\/v1\/(auth\/member|ops\/site)\/:id$/.test(endpoint.path);
}

it('gives admin rows to what server.md reserves for admins', () => {
  const wrong = rows.filter(([, endpoint]) => adminBySpec(endpoint) && endpoint.access !== 'admin');
  expect(wrong.map(([name, endpoint]) => `${name}: ${endpoint.access}`)).toEqual([]);
});

it('knows every object type an id row names (a new one needs a row of another team here)', () => {
  const owners = idRows.flatMap(([, endpoint]) => [
    idPathOwner(endpoint.path),
    ...requiredQueryIds(endpoint).map((field) => field.replace(/_id$/, '')),
  ]);
  expect(owners.filter((owner) => owner && !(owner in otherTeam))).toEqual([]);
});
