import type { CaseStep } from '@vigil/contract';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { closeCaseRunBrowsers } from '../caseruns/jobs';
import type { Db } from '../db/connection';
import { enginePipeline } from '../engine/pipeline';
import { testEnv } from '../env';
import type { JobSender } from '../jobs/define-job';
import { startFixtureApp, type FixtureApp } from '../../test/fixture-app';
import { Browser, signUpWithTeam, startTestApp, type TestApp } from '../../test/harness';
import { secretCipher } from './cipher';

jest.setTimeout(180_000);

// The fixture app's login password: what must never leave the worker.
const PASSWORD = 'open sesame';
const lines: string[] = [];
let t: TestApp;
let db: Db;
let fixture: FixtureApp;
let browser: Browser;
let artifactDir: string;
beforeAll(async () => {
  artifactDir = mkdtempSync(join(tmpdir(), 'vigil-secret-artifacts-'));
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const env = { VIGIL_ALLOW_PRIVATE_TARGETS: '127.0.0.1', VIGIL_ARTIFACT_DIR: artifactDir };
  t = await startTestApp({ ...env, LOG_LEVEL: 'trace' }, { logStream });
  db = t.db;
  fixture = await startFixtureApp();
  browser = new Browser(t.app);
});
afterAll(async () => {
  await closeCaseRunBrowsers();
  await fixture.close();
  await t.close();
  rmSync(artifactDir, { recursive: true, force: true });
});

const noQueue: JobSender = { send: (async () => null) as JobSender['send'] };
const worker = () =>
  enginePipeline({
    db,
    env: testEnv({ VIGIL_ALLOW_PRIVATE_TARGETS: '127.0.0.1', VIGIL_ARTIFACT_DIR: artifactDir }),
    queue: noQueue,
  }).runCase;

const login = (password: string, expectHeading = 'Welcome, Ada'): CaseStep[] => [
  { action: { type: 'navigate', selector: null, value: '/login' }, assertion: null },
  { action: { type: 'change', selector: '#user', value: 'ada' }, assertion: null },
  {
    action: { type: 'change', selector: null, value: password, locator: { label: 'Password' } },
    assertion: null,
  },
  {
    action: {
      type: 'click',
      selector: null,
      value: null,
      locator: { role: 'button', name: 'Sign in' },
    },
    assertion: { type: 'text', selector: 'h1', value: expectHeading },
  },
];

async function teamWithSite() {
  const { session } = await signUpWithTeam(browser);
  const token = session.token;
  await db.query("UPDATE accounts SET type = 'enterprise'");
  const site = await browser.post('/v1/ops/site', { site_url: fixture.origin }, { token });
  return { token, siteId: site.body.id as string };
}

async function run(token: string, siteId: string, steps: CaseStep[]) {
  const created = await browser.post(
    '/v1/ops/case',
    { title: 'Sign in', site: siteId, steps },
    { token },
  );
  expect(created.status).toBe(201);
  const started = await browser.post(
    '/v1/ops/caserun',
    { case_id: created.body.id, site_id: siteId },
    { token },
  );
  await worker().handle({ caserunId: started.body.id });
  return (await browser.get(`/v1/ops/caserun/${started.body.id}`, { token })).body;
}

describe('team secrets', () => {
  it('are set and replaced by name, listed without their value, stored encrypted', async () => {
    const { token } = await teamWithSite();
    const bad = await browser.post('/v1/ops/secret', { name: 'password', value: 'x' }, { token });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('name');

    const first = await browser.post(
      '/v1/ops/secret',
      { name: 'LOGIN_PASSWORD', value: 'old' },
      { token },
    );
    expect(first.status).toBe(200);
    expect(Object.keys(first.body).sort()).toEqual(['id', 'name', 'time_created', 'time_updated']);
    const replaced = await browser.post(
      '/v1/ops/secret',
      { name: 'LOGIN_PASSWORD', value: PASSWORD },
      { token },
    );
    expect(replaced.body.id).toBe(first.body.id);
    const listed = await browser.get('/v1/ops/secret', { token });
    expect(listed.body).toMatchObject({ count: 1, results: [{ name: 'LOGIN_PASSWORD' }] });
    expect(JSON.stringify(listed.body)).not.toContain(PASSWORD);
    const stored = await db.query<{ value: string }>('SELECT value FROM secrets');
    expect(stored[0]!.value).toMatch(/^v1\./);
    expect(stored[0]!.value).not.toContain(PASSWORD);

    const deleted = await browser.call('DELETE', `/v1/ops/secret/${first.body.id}`, { token });
    expect(deleted.status).toBe(200);
    expect((await browser.get('/v1/ops/secret', { token })).body.count).toBe(0);
  });

  it('log a case into the fixture site; the value is in no answer, stored row or log line', async () => {
    const { token, siteId } = await teamWithSite();
    await browser.post('/v1/ops/secret', { name: 'LOGIN_PASSWORD', value: PASSWORD }, { token });

    const passed = await run(token, siteId, login('{{LOGIN_PASSWORD}}'));
    expect(passed.status).toBe('passed');

    // A failing check that quotes the secret: its error names it, never shows it.
    const failed = await run(token, siteId, login('{{LOGIN_PASSWORD}}', '{{LOGIN_PASSWORD}}'));
    expect(failed.status).toBe('failed');
    expect(failed.steps[3].error).toContain('{{LOGIN_PASSWORD}}');

    const answers = [passed, failed, (await browser.get('/v1/ops/caserun', { token })).body];
    const issues = (await browser.get('/v1/ops/issue', { token })).body;
    for (const answer of [...answers, issues])
      expect(JSON.stringify(answer)).not.toContain(PASSWORD);
    const rows = await db.query<{ row: string }>(
      `SELECT row_to_json(c)::text AS row FROM caseruns c
       UNION ALL SELECT row_to_json(i)::text FROM issues i
       UNION ALL SELECT row_to_json(k)::text FROM cases k`,
    );
    expect(rows.length).toBeGreaterThan(3);
    for (const { row } of rows) expect(row).not.toContain(PASSWORD);
    expect(lines.length).toBeGreaterThan(5);
    expect(lines.join('')).not.toContain(PASSWORD);
  });

  it('fail the step that names a secret the team has not set, by its name', async () => {
    const { token, siteId } = await teamWithSite();
    const failed = await run(token, siteId, login('{{NOT_SET}}'));
    expect(failed.status).toBe('failed');
    expect(failed.steps[2]).toMatchObject({ status: 'failed', error: 'secret NOT_SET is not set' });
  });
});

describe('the secret cipher', () => {
  it('opens only what it sealed, under the same key', () => {
    const sealed = secretCipher('k'.repeat(32)).encrypt(PASSWORD);
    expect(sealed).not.toContain(PASSWORD);
    expect(secretCipher('k'.repeat(32)).decrypt(sealed)).toBe(PASSWORD);
    expect(() => secretCipher('other key'.repeat(4)).decrypt(sealed)).toThrow();
    const tampered = `${sealed.slice(0, -2)}${sealed.endsWith('A') ? 'B' : 'A'}A`;
    expect(() => secretCipher('k'.repeat(32)).decrypt(tampered)).toThrow();
  });
});
