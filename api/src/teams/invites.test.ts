import { signUp, signUpWithTeam, useTestApp } from '../../test/harness';
import { linkIn, readOutbox } from '../../test/mail';

const world = useTestApp({ APP_URL: 'https://app.vigil.test' });

const mailsTo = (email: string) =>
  readOutbox(world.t.outboxDir).filter((m) => m.headers.to === email);

describe('invite mails', () => {
  it('mails the join link with send_invite, and the invitee joins through it', async () => {
    const { session: admin, team } = await signUpWithTeam(world.browser, 'Night <Watch>');
    const invitee = await signUp(world.browser);
    const invite = await world.browser.post(
      '/v1/auth/member',
      {
        account: team.id,
        email: invitee.user.email,
        status: 'pending',
        type: 'contributor',
        send_invite: true,
      },
      { token: admin.token },
    );
    expect(invite.status).toBe(200);

    const [mail, ...more] = mailsTo(invitee.user.email);
    expect(more).toHaveLength(0);
    expect(mail!.headers.subject).toBe('Join Night <Watch> on Vigil');
    expect(mail!.text).toContain(admin.user.email);
    // The team name is the admin's text: escaped in the HTML part.
    expect(mail!.html).toContain('Night &#60;Watch&#62;');
    const link = linkIn(mail!);
    expect(link.origin + link.pathname).toBe('https://app.vigil.test/account/join');
    const code = (await world.browser.get('/v1/auth/account', { token: admin.token })).body.code;
    expect(Object.fromEntries(link.searchParams)).toEqual({
      team: team.id,
      code,
      member: invite.body.id,
    });

    const joined = await world.browser.post(
      '/v1/auth/member',
      {
        id: link.searchParams.get('member'),
        account: link.searchParams.get('team'),
        code: link.searchParams.get('code'),
        status: 'active',
      },
      { token: invitee.token },
    );
    expect(joined.status).toBe(200);
    expect(joined.body).toMatchObject({ status: 'active', type: 'contributor', account: team.id });
  });

  it('sends nothing without send_invite', async () => {
    const { session: admin, team } = await signUpWithTeam(world.browser);
    const email = 'quiet@example.com';
    const invite = await world.browser.post(
      '/v1/auth/member',
      { account: team.id, email },
      { token: admin.token },
    );
    expect(invite.status).toBe(200);
    expect(mailsTo(email)).toHaveLength(0);
  });
});

describe('inviting someone who is already a member', () => {
  const invite = (teamId: string, email: string) => ({
    account: teamId,
    email,
    status: 'pending',
    type: 'contributor',
    send_invite: true,
  });

  it('answers 409 "already a member" for the inviting admin’s own email, and mails nothing', async () => {
    const { session: admin, team } = await signUpWithTeam(world.browser);
    const own = await world.browser.post('/v1/auth/member', invite(team.id, admin.user.email), {
      token: admin.token,
    });
    expect(own.status).toBe(409);
    expect(own.body).toMatchObject({ detail: 'That email is already a member of the team.' });
    expect(mailsTo(admin.user.email)).toHaveLength(0);
    // The creator's own membership is unchanged: still the active admin.
    const me = await world.browser.get('/v1/auth/member', { token: admin.token });
    expect(me.body).toMatchObject({ status: 'active', type: 'admin' });
  });

  it('answers the same for an address invited before (however it is capitalised)', async () => {
    const { session: admin, team } = await signUpWithTeam(world.browser);
    const first = await world.browser.post('/v1/auth/member', invite(team.id, 'sam@example.com'), {
      token: admin.token,
    });
    expect(first.status).toBe(200);
    const again = await world.browser.post('/v1/auth/member', invite(team.id, 'Sam@Example.com'), {
      token: admin.token,
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ detail: 'That email is already a member of the team.' });
    expect(mailsTo('sam@example.com')).toHaveLength(1);
  });
});
