import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { signUp, signUpWithTeam, useArtifactApp } from '../../test/harness';
import { artifactStoreFor, type ArtifactStore } from '../artifacts/store';
import { testEnv } from '../env';

const world = useArtifactApp('delete-site');
let store: ArtifactStore;
beforeAll(() => {
  store = artifactStoreFor(world.t.db, testEnv({ VIGIL_ARTIFACT_DIR: world.dir }));
});

const count = async (sql: string, values: unknown[]) =>
  Number((await world.t.db.query<{ n: string }>(`SELECT count(*) AS n FROM ${sql}`, values))[0]!.n);

/** A free-plan team with one site (added through the API), a scan with a screenshot, an issue. */
async function teamWithSite() {
  const { session, team } = await signUpWithTeam(world.browser);
  await world.t.db.query(`UPDATE accounts SET type = 'free' WHERE id = $1`, [team.id]);
  const token = session.token;
  const site = await world.browser.post(
    '/v1/ops/site',
    { site_url: 'https://typo.example' },
    { token },
  );
  expect(site.status).toBe(201);
  const [page] = await world.t.db.query<{ id: string }>('SELECT id FROM pages WHERE site_id = $1', [
    site.body.id,
  ]);
  const [scan] = await world.t.db.query<{ id: string }>(
    `INSERT INTO scans (account_id, site_id, page_id) VALUES ($1, $2, $3) RETURNING id`,
    [team.id, site.body.id, page!.id],
  );
  const artifact = await store.save({
    accountId: team.id,
    scanId: scan!.id,
    name: 'screenshot',
    contentType: 'image/png',
    data: Buffer.from('png'),
  });
  // As a failing scan's job raises it: about the site, triggered by the scan.
  const [issue] = await world.t.db.query<{ id: string }>(
    `INSERT INTO issues (account_id, title, trigger, affected) VALUES ($1, 'Home is slow', $2, $3)
     RETURNING id`,
    [
      team.id,
      { type: 'scan', id: scan!.id },
      { type: 'site', id: site.body.id, str: 'https://typo.example' },
    ],
  );
  return { token, team, siteId: site.body.id as string, artifact, issueId: issue!.id };
}

it('deletes the site with its pages, scans and artifact bytes, keeps its issues, frees the slot', async () => {
  const { token, team, siteId, artifact, issueId } = await teamWithSite();
  expect(readdirSync(join(world.dir, team.id))).toHaveLength(1);

  const deleted = await world.browser.call('DELETE', `/v1/ops/site/${siteId}`, { token });
  expect(deleted.status).toBe(200);
  expect(deleted.body).toEqual({ success: true });

  expect((await world.browser.get(`/v1/ops/site/${siteId}`, { token })).status).toBe(404);
  expect(await count('pages WHERE site_id = $1', [siteId])).toBe(0);
  expect(await count('scans WHERE site_id = $1', [siteId])).toBe(0);
  expect(await count('artifacts WHERE id = $1', [artifact.id])).toBe(0);
  expect(readdirSync(join(world.dir, team.id))).toHaveLength(0);
  expect(
    await count('search_terms WHERE account_id = $1 AND type IN ($2, $3)', [
      team.id,
      'site',
      'page',
    ]),
  ).toBe(0);
  const issue = await world.browser.get(`/v1/ops/issue/${issueId}`, { token });
  expect(issue.status).toBe(200);
  expect(issue.body.title).toBe('Home is slow');

  // The free plan's one site is free again: the customer who typed the wrong URL can go on.
  const again = await world.browser.post(
    '/v1/ops/site',
    { site_url: 'https://right.example' },
    { token },
  );
  expect(again.status).toBe(201);
  expect((await world.browser.get('/v1/auth/account', { token })).body.usage.sites).toBe(1);
});

it("answers 404 for another team's site and leaves it whole", async () => {
  const mine = await teamWithSite();
  const other = await signUpWithTeam(world.browser);
  const refused = await world.browser.call('DELETE', `/v1/ops/site/${mine.siteId}`, {
    token: other.session.token,
  });
  expect(refused.status).toBe(404);
  expect(
    (await world.browser.get(`/v1/ops/site/${mine.siteId}`, { token: mine.token })).status,
  ).toBe(200);
});

it('answers 403 to a contributor of the team', async () => {
  const { team, siteId } = await teamWithSite();
  const contributor = await signUp(world.browser);
  await world.t.db.query(
    `INSERT INTO members (account_id, user_id, email, status, type)
     VALUES ($1, $2, $3, 'active', 'contributor')`,
    [team.id, contributor.user.id, contributor.user.email],
  );
  const refused = await world.browser.call('DELETE', `/v1/ops/site/${siteId}`, {
    token: contributor.token,
  });
  expect(refused.status).toBe(403);
  expect(await count('sites WHERE id = $1', [siteId])).toBe(1);
});
