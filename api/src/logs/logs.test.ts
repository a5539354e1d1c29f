import { signUpWithTeam, useTestApp } from '../../test/harness';
import { testEnv } from '../env';
import { artifactJobs } from '../artifacts/retention';

const world = useTestApp();

/**
 * Rows are written just after the response: waits until the team's log holds `count` of them.
 * Read with the browser session (`bearer`), so the reads themselves stay out of the log.
 */
async function logOf(bearer: string, count: number, query = '') {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const list = await world.browser.get(`/v1/ops/log${query}`, { token: bearer });
    if (list.body.count >= count) return list.body;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`the log never reached ${count} rows`);
}

async function team() {
  const { session, team } = await signUpWithTeam(world.browser);
  return { ...session, teamId: team.id };
}

describe('the API request log', () => {
  it('records a Token call with its payloads, secrets redacted', async () => {
    const me = await team();
    const changed = await world.browser.post(
      '/v1/auth/password?limit=3&api_key=leaky-key',
      { current_password: 'correct horse battery', password: 'a brand new secret phrase' },
      { apiToken: me.api_token },
    );
    expect(changed.status).toBe(200);
    expect(changed.body.api_token).toEqual(expect.any(String));

    const list = await logOf(me.token, 1);
    expect(list.results).toEqual([
      {
        id: expect.any(String),
        time_created: expect.any(String),
        method: 'POST',
        path: '/v1/auth/password?limit=3&api_key=%5Bredacted%5D',
        status: 200,
        duration_ms: expect.any(Number),
      },
    ]);
    const detail = await world.browser.get(`/v1/ops/log/${list.results[0].id}`, {
      token: me.token,
    });
    expect(detail.status).toBe(200);
    expect(detail.body.request).toEqual({
      current_password: '[redacted]',
      password: '[redacted]',
    });
    expect(detail.body.response).toMatchObject({
      token: '[redacted]',
      refresh: '[redacted]',
      api_token: '[redacted]',
      user: { email: me.user.email },
    });
    const raw = JSON.stringify(await world.t.db.query('SELECT * FROM api_logs'));
    for (const secret of ['a brand new secret phrase', 'leaky-key', changed.body.api_token]) {
      expect(raw).not.toContain(secret);
    }
  });

  it("redacts the keyed refresh answer's access token and any token-looking value", async () => {
    const me = await team();
    const refreshed = await world.browser.post(
      '/v1/auth/refresh/',
      { refresh: me.refresh },
      { apiToken: me.api_token },
    );
    expect(refreshed.status).toBe(200);
    const list = await logOf(me.token, 1);
    const detail = await world.browser.get(`/v1/ops/log/${list.results[0].id}`, {
      token: me.token,
    });
    expect(detail.body.request).toEqual({ refresh: '[redacted]' });
    expect(detail.body.response).toEqual({ access: '[redacted]', refresh: '[redacted]' });
    const raw = JSON.stringify(await world.t.db.query('SELECT * FROM api_logs'));
    for (const secret of [refreshed.body.access, refreshed.body.refresh, me.refresh]) {
      expect(raw).not.toContain(secret);
    }
  });

  it('keeps out Bearer sessions and calls without a valid key', async () => {
    const me = await team();
    await world.browser.get('/v1/ops/site', { token: me.token });
    await world.browser.get('/v1/ops/site', { apiToken: 'not-a-key' });
    await world.browser.get('/v1/ops/site', { apiToken: me.api_token });
    const list = await logOf(me.token, 1);
    expect(list.count).toBe(1);
    expect(list.results[0]).toMatchObject({ method: 'GET', path: '/v1/ops/site', status: 200 });
  });

  it('cuts a large payload to 16 KB and says so', async () => {
    const me = await team();
    const big = { site_url: 'https://example.com', page_urls: ['x'.repeat(40_000)] };
    expect((await world.browser.post('/v1/ops/site', big, { apiToken: me.api_token })).status).toBe(
      400,
    );
    const [entry] = (await logOf(me.token, 1)).results;
    const detail = await world.browser.get(`/v1/ops/log/${entry.id}`, { token: me.token });
    expect(detail.body.request_truncated).toBe(true);
    expect(detail.body.request).toHaveLength(16 * 1024);
    expect(detail.body.response).toMatchObject({ reason: expect.any(String) });
  });

  it('filters by status class, exact code and method, newest first, paginated', async () => {
    const me = await team();
    const key = { apiToken: me.api_token };
    await world.browser.get('/v1/ops/site', key);
    await world.browser.get('/v1/ops/site/00000000-0000-4000-8000-000000000000', key);
    await world.browser.post('/v1/ops/site', { site_url: 'nope' }, key);
    await world.browser.get('/v1/auth/account', key);
    await logOf(me.token, 4);

    const failed = await logOf(me.token, 2, '?status=4xx');
    expect(failed.results.map((row: { status: number }) => row.status)).toEqual([400, 404]);
    expect((await logOf(me.token, 1, '?status=404')).count).toBe(1);
    expect((await logOf(me.token, 1, '?method=post')).results[0].status).toBe(400);
    const empty = await world.browser.get('/v1/ops/log?status=5xx', { token: me.token });
    expect(empty.body).toEqual({ count: 0, next: null, previous: null, results: [] });

    const first = await world.browser.get('/v1/ops/log?limit=3', { token: me.token });
    expect(first.body.count).toBe(4);
    expect(first.body.results[0].path).toBe('/v1/auth/account');
    expect(first.body.next).toBe('/v1/ops/log?limit=3&offset=3');
    const second = await world.browser.get(first.body.next, { token: me.token });
    expect(second.body.results.map((row: { path: string }) => row.path)).toEqual(['/v1/ops/site']);
  });

  it('answers 400 for bad filters and 404 for another team’s entry', async () => {
    const me = await team();
    const other = await team();
    await world.browser.get('/v1/ops/site', { apiToken: other.api_token });
    const [theirs] = (await logOf(other.token, 1)).results;

    expect((await world.browser.get(`/v1/ops/log/${theirs.id}`, { token: me.token })).status).toBe(
      404,
    );
    expect(
      (await world.browser.get(`/v1/ops/log/${theirs.id}`, { token: other.token })).status,
    ).toBe(200);
    for (const bad of ['?status=ok', '?status=600', '?method=TRACE', '?limit=0']) {
      const answer = await world.browser.get(`/v1/ops/log${bad}`, { token: me.token });
      expect(answer.status).toBe(400);
      expect(answer.body.reason).toEqual(expect.any(String));
    }
    expect((await world.browser.get('/v1/ops/log/not-a-uuid', { token: me.token })).status).toBe(
      400,
    );
    expect((await world.browser.get('/v1/ops/log')).status).toBe(401);
  });

  it('loses old rows to the daily retention job, per plan', async () => {
    const free = await team();
    const forever = await team();
    await world.t.db.query(`UPDATE accounts SET type = 'selfhost' WHERE id = $1`, [forever.teamId]);
    for (const me of [free, forever]) {
      await world.browser.get('/v1/ops/site', { apiToken: me.api_token });
      await world.browser.get('/v1/auth/account', { apiToken: me.api_token });
      await logOf(me.token, 2);
      // One row from before the free plan's 15 days; the other from today.
      await world.t.db.query(
        `UPDATE api_logs SET time_created = now() - interval '16 days'
         WHERE account_id = $1 AND path = '/v1/ops/site'`,
        [me.teamId],
      );
    }

    const [job] = artifactJobs(world.t.db, testEnv({}));
    await job!.handle({});

    const kept = async (teamId: string) =>
      (
        await world.t.db.query<{ path: string }>(
          'SELECT path FROM api_logs WHERE account_id = $1',
          [teamId],
        )
      )
        .map((row) => row.path)
        .sort();
    expect(await kept(free.teamId)).toEqual(['/v1/auth/account']);
    expect(await kept(forever.teamId)).toEqual(['/v1/auth/account', '/v1/ops/site']);
  });
});
