import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { purgeExpired } from '../artifacts/retention';
import { artifactStoreFor } from '../artifacts/store';
import { Browser, signUpWithTeam, startTestApp, type TestApp } from '../../test/harness';
import { testEnv } from '../env';

let t: TestApp;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'vigil-caserun-retention-'));
  t = await startTestApp({ VIGIL_ARTIFACT_DIR: dir });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

it('deletes case runs older than the plan keeps, with their screenshots; newer ones stay', async () => {
  const { session, team } = await signUpWithTeam(new Browser(t.app));
  await t.db.query("UPDATE accounts SET type = 'free' WHERE id = $1", [team.id]); // 15 days
  const [site] = await t.db.query<{ id: string }>(
    `INSERT INTO sites (account_id, site_url) VALUES ($1, 'https://example.com') RETURNING id`,
    [team.id],
  );
  const [testCase] = await t.db.query<{ id: string }>(
    `INSERT INTO cases (account_id, site_id, title) VALUES ($1, $2, 'Sign in') RETURNING id`,
    [team.id, site!.id],
  );
  const store = artifactStoreFor(t.db, testEnv({ VIGIL_ARTIFACT_DIR: dir }));
  async function runAt(days: number, status: string) {
    const [run] = await t.db.query<{ id: string }>(
      `INSERT INTO caseruns (account_id, case_id, site_id, case_steps, status, time_created)
       VALUES ($1, $2, $3, '[]', $5, now() - $4 * interval '1 day') RETURNING id`,
      [team.id, testCase!.id, site!.id, days, status],
    );
    const shot = await store.saveOfCaseRun({
      accountId: team.id,
      caserunId: run!.id,
      name: 'step-0',
      contentType: 'image/png',
      data: Buffer.from(`png of ${run!.id}`),
    });
    // The screenshot was taken when the run ran.
    await t.db.query(
      `UPDATE artifacts SET time_created = now() - $2 * interval '1 day' WHERE id = $1`,
      [shot.id, days],
    );
    return { run: run!.id, shot: shot.id };
  }
  const old = await runAt(40, 'failed');
  const recent = await runAt(2, 'passed');
  expect(readdirSync(join(dir, team.id))).toHaveLength(2);

  expect(await purgeExpired(t.db, store)).toMatchObject({ caseruns: 1, artifacts: 1 });

  const browser = new Browser(t.app);
  const token = session.token;
  expect((await browser.get(`/v1/ops/caserun/${old.run}`, { token })).status).toBe(404);
  expect((await browser.get(`/v1/ops/caserun/${recent.run}`, { token })).status).toBe(200);
  expect((await browser.get(`/v1/ops/artifact/${old.shot}`, { token })).status).toBe(404);
  expect(readdirSync(join(dir, team.id))).toHaveLength(1);
  // The case itself is kept: only what its runs made expires.
  expect((await browser.get(`/v1/ops/case/${testCase!.id}`, { token })).status).toBe(200);
});
