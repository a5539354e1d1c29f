import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { Browser, signUp, signUpWithTeam, startTestApp, type TestApp } from '../../test/harness';
import { linkIn, parseMail, readOutbox, type ParsedMail } from '../../test/mail';

/** A real SMTP server on loopback: what it receives is what a mail provider would get. */
async function startSmtp() {
  const received: (ParsedMail & { envelopeTo: string[] })[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const envelopeTo = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        received.push({ ...parseMail(Buffer.concat(chunks).toString('utf8')), envelopeTo });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(resolve)) };
}

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let t: TestApp;
let browser: Browser;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await startTestApp({
    APP_URL: 'https://app.vigil.test',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    MAIL_FROM: 'Vigil <no-reply@vigil.test>',
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(() => {
  browser = new Browser(t.app);
});

describe('mail over SMTP', () => {
  it('delivers the reset link to the SMTP server, and its token works', async () => {
    const session = await signUp(browser);
    expect(
      (await browser.post('/v1/auth/get-reset-link', { email: session.user.email })).status,
    ).toBe(200);

    const mail = smtp.received.find((m) => m.envelopeTo.includes(session.user.email))!;
    expect(mail.headers.from).toBe('Vigil <no-reply@vigil.test>');
    expect(mail.headers.subject).toBe('Reset your Vigil password');
    const link = linkIn(mail);
    expect(link.href).toMatch(/^https:\/\/app\.vigil\.test\/reset-password\?token=[\w-]{40,}$/);
    expect(mail.html).toContain(link.href);
    const reset = await browser.post(
      '/v1/auth/reset-password',
      { password: 'delivered password' },
      { headers: { authorization: `Bearer ${link.searchParams.get('token')}` } },
    );
    expect(reset.status).toBe(200);
    // Nothing went to the outbox: SMTP is configured.
    expect(readOutbox(t.outboxDir)).toHaveLength(0);
  });

  it('delivers the invite with the join link', async () => {
    const { session, team } = await signUpWithTeam(browser, 'Relay');
    const invite = await browser.post(
      '/v1/auth/member',
      { account: team.id, email: 'colleague@example.com', send_invite: true },
      { token: session.token },
    );
    expect(invite.status).toBe(200);
    const mail = smtp.received.find((m) => m.envelopeTo.includes('colleague@example.com'))!;
    const link = linkIn(mail);
    expect(link.pathname).toBe('/account/join');
    expect(link.searchParams.get('member')).toBe(invite.body.id);
    expect(link.searchParams.get('team')).toBe(team.id);
  });
});

describe('an SMTP server that cannot be reached', () => {
  it('answers 502 and withdraws the invite, so it can be sent again', async () => {
    const down = await startTestApp({ SMTP_HOST: '127.0.0.1', SMTP_PORT: '1' });
    try {
      const caller = new Browser(down.app);
      const { session, team } = await signUpWithTeam(caller);
      const body = { account: team.id, email: 'later@example.com', send_invite: true };
      const failed = await caller.post('/v1/auth/member', body, { token: session.token });
      expect(failed.status).toBe(502);
      const again = await caller.post('/v1/auth/member', body, { token: session.token });
      expect(again.status).toBe(502); // not 409: the first attempt left no invite behind
    } finally {
      await down.close();
    }
  });
});
