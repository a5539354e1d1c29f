import { signUp, signUpWithTeam, useTestApp } from '../../test/harness';
import { inviteAndAccept } from '../../test/contributor';
import { LAST_ADMIN } from './members';

const world = useTestApp();

type Session = Awaited<ReturnType<typeof signUp>>;

/** A team with its admin and one contributor who accepted the invite. */
async function teamWithContributor(name = 'Acme') {
  const { session: admin, team } = await signUpWithTeam(world.browser, name);
  const { contributor, memberId } = await inviteAndAccept(world.browser, team.id, admin.token);
  const adminMember = (await world.browser.get('/v1/auth/member', { token: admin.token })).body;
  return {
    admin,
    contributor,
    team,
    adminId: adminMember.id as string,
    contributorId: memberId,
  };
}

const members = (teamId: string, session: Session, query = '') =>
  world.browser.get(`/v1/auth/account/${teamId}/members${query}`, { token: session.token });
const setType = (id: string, type: string, session: Session) =>
  world.browser.call('PATCH', `/v1/auth/member/${id}`, { body: { type }, token: session.token });
const remove = (id: string, session: Session) =>
  world.browser.call('DELETE', `/v1/auth/member/${id}`, { token: session.token });

describe('GET /v1/auth/account/:id/members', () => {
  it('lists the team, admins first, paginated; invite codes only for admins', async () => {
    const { admin, contributor, team } = await teamWithContributor();
    await world.browser.post(
      '/v1/auth/member',
      { account: team.id, email: 'pending@example.com' },
      { token: admin.token },
    );
    const asAdmin = await members(team.id, admin);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body).toMatchObject({ count: 3, next: null, previous: null });
    expect(asAdmin.body.results.map((m: { email: string }) => m.email)).toEqual([
      admin.user.email,
      contributor.user.email,
      'pending@example.com',
    ]);
    expect(asAdmin.body.results[0]).toMatchObject({ type: 'admin', status: 'active', phone: null });
    expect(asAdmin.body.results[2]).toMatchObject({ status: 'pending', type: 'contributor' });
    expect(asAdmin.body.results[2].code).toEqual(expect.any(String));

    const asContributor = await members(team.id, contributor);
    expect(asContributor.status).toBe(200);
    expect(asContributor.body.results.map((m: { code: unknown }) => m.code)).toEqual([
      null,
      null,
      null,
    ]);

    const firstPage = await members(team.id, admin, '?limit=2');
    expect(firstPage.body.results).toHaveLength(2);
    expect(firstPage.body.next).toBe(`/v1/auth/account/${team.id}/members?limit=2&offset=2`);
    const secondPage = await members(team.id, admin, '?limit=2&offset=2');
    expect(secondPage.body.results.map((m: { email: string }) => m.email)).toEqual([
      'pending@example.com',
    ]);
  });

  it("answers 404 for another team's id, 400 for a bad id or limit, 404 without a team", async () => {
    const { admin } = await teamWithContributor();
    const other = await signUpWithTeam(world.browser, 'Other');
    expect((await members(other.team.id, admin)).status).toBe(404);
    expect((await members('not-a-uuid', admin)).status).toBe(400);
    expect((await members(other.team.id, other.session, '?limit=1000')).status).toBe(400);
    const loner = await signUp(world.browser);
    expect((await members(other.team.id, loner)).status).toBe(404);
    const anonymous = await world.browser.get(`/v1/auth/account/${other.team.id}/members`);
    expect(anonymous.status).toBe(401);
  });
});

describe('changing a member type', () => {
  it('lets an admin promote and demote, but never the last active admin', async () => {
    const { admin, contributor, adminId, contributorId } = await teamWithContributor();
    const lastAdmin = await setType(adminId, 'contributor', admin);
    expect(lastAdmin.status).toBe(400);
    expect(lastAdmin.body.detail).toBe(LAST_ADMIN);

    const promoted = await setType(contributorId, 'admin', admin);
    expect(promoted.status).toBe(200);
    expect(promoted.body).toMatchObject({ id: contributorId, type: 'admin', status: 'active' });
    // With a second admin, the first may step down; then the promoted one is the last.
    expect((await setType(adminId, 'contributor', admin)).status).toBe(200);
    const stepDown = await setType(contributorId, 'contributor', contributor);
    expect(stepDown.status).toBe(400);
    expect(stepDown.body.detail).toBe(LAST_ADMIN);
  });

  it('lets only one of two admins demoting each other at once succeed', async () => {
    const { admin, contributor, team, adminId, contributorId } = await teamWithContributor();
    await setType(contributorId, 'admin', admin);
    const results = await Promise.all([
      setType(contributorId, 'contributor', admin),
      setType(adminId, 'contributor', contributor),
    ]);
    // The loser is checked after the winner commits: already demoted (403) or the last admin (400).
    const statuses = results.map((result) => result.status).sort();
    expect(statuses[0]).toBe(200);
    expect([400, 403]).toContain(statuses[1]);
    const listed = (await members(team.id, admin)).body.results as { type: string }[];
    expect(listed.filter((member) => member.type === 'admin')).toHaveLength(1);
  });

  it('refuses contributors (403), other teams (404) and bad types (400)', async () => {
    const { admin, contributor, adminId, contributorId } = await teamWithContributor();
    const byContributor = await setType(adminId, 'contributor', contributor);
    expect(byContributor.status).toBe(403);
    expect((await setType(contributorId, 'admin', contributor)).status).toBe(403);

    const other = await signUpWithTeam(world.browser, 'Other');
    expect((await setType(contributorId, 'admin', other.session)).status).toBe(404);
    expect((await setType(contributorId, 'owner', admin)).status).toBe(400);
    expect((await setType('00000000-0000-4000-8000-000000000000', 'admin', admin)).status).toBe(
      404,
    );
    const unchanged = await members(
      (await world.browser.get('/v1/auth/account', { token: admin.token })).body.id,
      admin,
    );
    expect(unchanged.body.results.map((m: { type: string }) => m.type)).toEqual([
      'admin',
      'contributor',
    ]);
  });
});

describe('removing a member', () => {
  it('removes the membership but keeps the user, who can sign in and join elsewhere', async () => {
    const { admin, contributor, team, contributorId } = await teamWithContributor();
    const removed = await remove(contributorId, admin);
    expect(removed.status).toBe(200);
    expect((await members(team.id, admin)).body.count).toBe(1);
    expect((await world.browser.get('/v1/auth/member', { token: contributor.token })).status).toBe(
      404,
    );
    const login = await world.browser.post('/v1/auth/login/', {
      email: contributor.user.email,
      password: 'correct horse battery',
    });
    expect(login.status).toBe(200);
    expect((await remove(contributorId, admin)).status).toBe(404);
  });

  it('refuses the last active admin, contributors and other teams', async () => {
    const { admin, contributor, team, adminId, contributorId } = await teamWithContributor();
    const self = await remove(adminId, admin);
    expect(self.status).toBe(400);
    expect(self.body.detail).toBe(LAST_ADMIN);
    expect((await remove(adminId, contributor)).status).toBe(403);
    expect((await remove(contributorId, contributor)).status).toBe(403);
    const other = await signUpWithTeam(world.browser, 'Other');
    expect((await remove(contributorId, other.session)).status).toBe(404);
    expect((await members(team.id, admin)).body.count).toBe(2);
  });

  it('lets an admin leave once another admin remains', async () => {
    const { admin, contributor, team, adminId, contributorId } = await teamWithContributor();
    await setType(contributorId, 'admin', admin);
    expect((await remove(adminId, admin)).status).toBe(200);
    const left = await members(team.id, contributor);
    expect(left.body.results).toEqual([
      expect.objectContaining({ email: contributor.user.email, type: 'admin' }),
    ]);
  });
});
