import { Browser, signUp, signUpWithTeam, startTestApp, type TestApp } from '../../test/harness';
import { linkIn, readOutbox } from '../../test/mail';

let t: TestApp;
let browser: Browser;
beforeAll(async () => {
  t = await startTestApp({ APP_URL: 'https://app.vigil.test' });
});
afterAll(() => t.close());
beforeEach(() => {
  browser = new Browser(t.app);
});

const mailsTo = (email: string) => readOutbox(t.outboxDir).filter((m) => m.headers.to === email);

describe('invite mails', () => {
  it('mails the join link with send_invite, and the invitee joins through it', async () => {
    const { session: admin, team } = await signUpWithTeam(browser, 'Night <Watch>');
    const invitee = await signUp(browser);
    const invite = await browser.post(
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
    const code = (await browser.get('/v1/auth/account', { token: admin.token })).body.code;
    expect(Object.fromEntries(link.searchParams)).toEqual({
      team: team.id,
      code,
      member: invite.body.id,
    });

    const joined = await browser.post(
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
    const { session: admin, team } = await signUpWithTeam(browser);
    const email = 'quiet@example.com';
    const invite = await browser.post(
      '/v1/auth/member',
      { account: team.id, email },
      { token: admin.token },
    );
    expect(invite.status).toBe(200);
    expect(mailsTo(email)).toHaveLength(0);
  });
});
