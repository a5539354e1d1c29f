import { signUpWithTeam } from '../../test/harness';
import { purgeExpired } from '../artifacts/retention';
import { artifactStoreFor } from '../artifacts/store';
import { useMigrationTestbed } from '../../test/site-migration-testbed';

jest.setTimeout(240_000);

const world = useMigrationTestbed();

const DAY_MS = 24 * 60 * 60 * 1000;

it('keeps an old migration readable after retention: scores and URLs stay, scans read null', async () => {
  const { t, browser, hosts } = world.bed;
  const { session, team } = await signUpWithTeam(browser);
  await t.db.query(`UPDATE accounts SET type = 'free' WHERE id = $1`, [team.id]);
  const [site] = await t.db.query<{ id: string }>(
    'INSERT INTO sites (account_id, site_url) VALUES ($1, $2) RETURNING id',
    [team.id, hosts.production.origin],
  );
  const done = await world.bed.migrate(session.token, site!.id, ['/changed']);
  const [path] = done.paths;
  expect(path.deltas.images.diff.url).toMatch(/^\/v1\/ops\/artifact\//);
  const artifact = (url: string) =>
    t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${session.token}` } });
  expect((await artifact(path.deltas.images.diff.url)).statusCode).toBe(200);

  // A year on, the daily retention job has removed the scans and every screenshot.
  const store = artifactStoreFor(t.db, world.bed.env);
  await purgeExpired(t.db, store, new Date(Date.now() + 365 * DAY_MS));

  const old = await browser.get(`/v1/ops/migration/${done.id}`, { token: session.token });
  expect(old.status).toBe(200);
  expect(old.body.paths[0]).toEqual({
    ...path,
    // What the path view reads as "screenshots removed by retention".
    source_scan: null,
    target_scan: null,
  });
  expect((await artifact(path.deltas.images.diff.url)).statusCode).toBe(404);
});
