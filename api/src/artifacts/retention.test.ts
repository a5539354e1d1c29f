import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Browser, signUpWithTeam, startTestApp, type TestApp } from '../../test/harness';
import { testEnv, type Env } from '../env';
import { allJobs } from '../runtime';
import { artifactRetentionJob } from '../jobs/kinds';
import { artifactJobs, purgeExpired } from './retention';
import { startS3 } from '../../test/s3-fixture';
import { artifactStoreFor, type ArtifactStore } from './store';

/** Every file under `dir` as `<account>/<artifact>` keys. */
function diskKeys(dir: string): string[] {
  return (readdirSync(dir, { recursive: true }) as string[])
    .filter((path) => statSync(join(dir, path)).isFile())
    .sort();
}

describe.each(['disk', 's3'] as const)('the retention job with artifacts on %s', (backend) => {
  let t: TestApp;
  let env: Env;
  let store: ArtifactStore;
  let dir: string;
  let s3: Awaited<ReturnType<typeof startS3>> | null = null;
  let storedKeys: () => Promise<string[]>;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'vigil-retention-'));
    if (backend === 's3') s3 = await startS3();
    const overrides = { VIGIL_ARTIFACT_DIR: dir, ...s3?.env };
    env = testEnv(overrides);
    t = await startTestApp(overrides);
    store = artifactStoreFor(t.db, env);
    storedKeys = s3 ? s3.keys : async () => diskKeys(dir);
  });
  afterAll(async () => {
    await t.close();
    await s3?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** A team on `plan` with one page; `scanAt(days)` adds a scan made `days` ago. */
  async function team(plan: 'free' | 'cloud' | 'selfhost') {
    const { session, team } = await signUpWithTeam(new Browser(t.app));
    await t.db.query('UPDATE accounts SET type = $2 WHERE id = $1', [team.id, plan]);
    const [site] = await t.db.query<{ id: string }>(
      `INSERT INTO sites (account_id, site_url) VALUES ($1, 'https://example.com') RETURNING id`,
      [team.id],
    );
    const [page] = await t.db.query<{ id: string }>(
      `INSERT INTO pages (account_id, site_id, page_url)
       VALUES ($1, $2, 'https://example.com') RETURNING id`,
      [team.id, site!.id],
    );
    /** A completed scan with a screenshot and page source (none when `artifacts` is false). */
    async function scanAt(days: number, artifacts = true) {
      const [scan] = await t.db.query<{ id: string }>(
        `INSERT INTO scans (account_id, site_id, page_id, time_created, time_completed)
         VALUES ($1, $2, $3, now() - $4 * interval '1 day', now() - $4 * interval '1 day')
         RETURNING id`,
        [team.id, site!.id, page!.id, days],
      );
      const saved = [];
      if (artifacts) {
        for (const name of ['screenshot', 'html']) {
          saved.push(
            await store.save({
              accountId: team.id,
              scanId: scan!.id,
              name,
              contentType: 'text/plain',
              data: Buffer.from(`${name} of ${days} days ago`),
            }),
          );
        }
        await t.db.query(
          `UPDATE artifacts SET time_created = now() - $2 * interval '1 day' WHERE scan_id = $1`,
          [scan!.id, days],
        );
      }
      return {
        id: scan!.id,
        artifactIds: saved.map((artifact) => artifact.id),
        keys: saved.map((artifact) => `${team.id}/${artifact.content_hash}`),
      };
    }
    return { id: team.id, token: session.token, scanAt };
  }

  const get = (url: string, token: string) =>
    t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

  it("deletes each team's scans and artifacts past its plan's retention, and nothing newer", async () => {
    const free = await team('free'); // 15 days
    const cloud = await team('cloud'); // 30 days
    const selfhost = await team('selfhost'); // kept forever
    const freeOld = await free.scanAt(16);
    const freeFailedOld = await free.scanAt(20, false);
    const freeKept = await free.scanAt(14);
    const freeNew = await free.scanAt(0);
    const cloudOld = await cloud.scanAt(31);
    const cloudKept = await cloud.scanAt(20);
    const selfhostKept = await selfhost.scanAt(400);
    // Issues outlive retention (server.md §2).
    const [issue] = await t.db.query<{ id: string }>(
      `INSERT INTO issues (account_id, title, time_created)
       VALUES ($1, 'Old failure', now() - interval '100 days') RETURNING id`,
      [free.id],
    );
    const kept = [freeKept, freeNew, cloudKept, selfhostKept];
    expect((await get(`/v1/ops/artifact/${freeOld.artifactIds[0]}`, free.token)).body).toBe(
      'screenshot of 16 days ago',
    );

    // The handler pg-boss runs on the daily schedule, with the store the configuration picks.
    const [job] = artifactJobs(t.db, env);
    await job!.handle({});

    const ours = [free.id, cloud.id, selfhost.id];
    const scans = await t.db.query<{ id: string }>(
      'SELECT id FROM scans WHERE account_id = ANY($1::uuid[]) ORDER BY id',
      [ours],
    );
    expect(scans.map((scan) => scan.id)).toEqual(kept.map((scan) => scan.id).sort());
    const artifacts = await t.db.query<{ id: string }>(
      'SELECT id FROM artifacts WHERE account_id = ANY($1::uuid[]) ORDER BY id',
      [ours],
    );
    expect(artifacts.map((row) => row.id)).toEqual(kept.flatMap((s) => s.artifactIds).sort());
    const stored = (await storedKeys()).filter((key) => ours.some((id) => key.startsWith(id)));
    expect(stored).toEqual(kept.flatMap((scan) => scan.keys).sort());
    expect(await t.db.query('SELECT id FROM issues WHERE id = $1', [issue!.id])).toHaveLength(1);

    // What the team sees: the old screenshot is gone, the recent one still served.
    for (const [scan, owner] of [
      [freeOld, free],
      [freeFailedOld, free],
      [cloudOld, cloud],
    ] as const) {
      expect((await get(`/v1/ops/scan/${scan.id}`, owner.token)).statusCode).toBe(404);
      for (const id of scan.artifactIds) {
        expect((await get(`/v1/ops/artifact/${id}`, owner.token)).statusCode).toBe(404);
      }
    }
    const recent = await get(`/v1/ops/artifact/${freeKept.artifactIds[1]}`, free.token);
    expect(recent.statusCode).toBe(200);
    expect(recent.body).toBe('html of 14 days ago');

    // Running again (a retried or overlapping job) finds nothing more to delete.
    expect(await purgeExpired(t.db, store)).toEqual({ artifacts: 0, scans: 0, caseruns: 0 });
  });

  it('leaves an old scan whose artifact could not be deleted for the next run, rows intact', async () => {
    const free = await team('free');
    const old = await free.scanAt(30);
    const failing: ArtifactStore = {
      ...store,
      remove: () => Promise.reject(new Error('storage unavailable')),
    };
    await expect(purgeExpired(t.db, failing)).rejects.toThrow('storage unavailable');
    // Nothing was deleted from the database, so nothing in storage is left without its row.
    const rows = await t.db.query('SELECT id FROM artifacts WHERE scan_id = $1', [old.id]);
    expect(rows).toHaveLength(2);
    expect(await t.db.query('SELECT id FROM scans WHERE id = $1', [old.id])).toHaveLength(1);
    // The retry with working storage completes the job.
    await purgeExpired(t.db, store);
    expect(await t.db.query('SELECT id FROM scans WHERE id = $1', [old.id])).toHaveLength(0);
    expect((await storedKeys()).filter((key) => key.startsWith(free.id))).toEqual([]);
  });
});

describe('the retention job', () => {
  it('is one of the jobs every process declares, on a daily schedule', () => {
    const env = testEnv();
    const job = allJobs({} as never, env, {} as never).find(
      (each) => each.name === artifactRetentionJob.name,
    );
    expect(job?.cron).toBe('17 3 * * *');
    expect(job?.cron).toMatch(/^\d+ \d+ \* \* \*$/);
  });
});
