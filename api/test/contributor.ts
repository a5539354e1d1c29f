import { Browser, signUp, type TeamApp } from './harness';

/** A second user, an active contributor (not an admin) of the world's team. */
export async function joinAsContributor(world: TeamApp) {
  const session = await signUp(new Browser(world.t.app));
  await world.t.db.query(
    `INSERT INTO members (account_id, user_id, email, status, type)
     VALUES ($1, $2, $3, 'active', 'contributor')`,
    [world.team.id, session.user.id, session.user.email],
  );
  return session;
}

/**
 * A new user invited through the API by the team's admin (`adminToken`), who accepted: their
 * session and their member id.
 */
export async function inviteAndAccept(browser: Browser, teamId: string, adminToken: string) {
  const contributor = await signUp(browser);
  const invite = await browser.post(
    '/v1/auth/member',
    { account: teamId, email: contributor.user.email },
    { token: adminToken },
  );
  await browser.post(
    '/v1/auth/member',
    { id: invite.body.id, code: invite.body.code, status: 'active' },
    { token: contributor.token },
  );
  return { contributor, memberId: invite.body.id as string };
}

/**
 * The team's request log as its screen reads it (the list, then each row's detail), once it
 * holds `count` rows (rows are written after the answer is sent). Read with a browser session,
 * which is not logged itself.
 */
export async function everyLogAnswer(browser: Browser, token: string, count: number) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const list = await browser.get('/v1/ops/log?limit=100', { token });
    if (list.body.count >= count) {
      const details = await Promise.all(
        list.body.results.map((row: { id: string }) =>
          browser.get(`/v1/ops/log/${row.id}`, { token }),
        ),
      );
      return [list, ...details];
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`the log never reached ${count} rows`);
}
