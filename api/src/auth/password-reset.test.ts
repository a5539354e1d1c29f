import { passwordTooShortMessage } from '@vigil/contract';
import { signUp, useTestApp } from '../../test/harness';
import { linkIn, readOutbox } from '../../test/mail';
import { LINK_EXPIRED, NO_SUCH_ACCOUNT } from './password-reset';

const world = useTestApp({ APP_URL: 'https://app.vigil.test' });

const mailsTo = (email: string) =>
  readOutbox(world.t.outboxDir).filter((m) => m.headers.to === email);

/** A new user and the token of the reset link mailed to them. */
async function userWithLink() {
  const session = await signUp(world.browser);
  return { session, token: await requestLink(session.user.email) };
}

/** Asks for a link and returns the token the mailed link carries. */
async function requestLink(email: string) {
  const response = await world.browser.post('/v1/auth/get-reset-link', {
    email: ` ${email.toUpperCase()} `,
  });
  expect(response.status).toBe(200);
  const mail = mailsTo(email).at(-1)!;
  const link = linkIn(mail);
  expect(link.origin + link.pathname).toBe('https://app.vigil.test/reset-password');
  return link.searchParams.get('token')!;
}

const reset = (token: string | null, password: string) =>
  world.browser.post(
    '/v1/auth/reset-password',
    { password },
    token === null ? {} : { headers: { authorization: `Bearer ${token}` } },
  );

describe('password reset', () => {
  it('mails a link whose token sets a new password once; old sessions end', async () => {
    const { session, token } = await userWithLink();
    expect(mailsTo(session.user.email)[0]?.headers.subject).toBe('Reset your Vigil password');

    const done = await reset(token, '  brand new password ');
    expect(done.status).toBe(200);
    const login = (password: string) =>
      world.browser.post('/v1/auth/login/', { email: session.user.email, password });
    expect((await login('brand new password')).status).toBe(200);
    expect((await login('correct horse battery')).status).toBe(401);
    // A stolen refresh token does not outlive the reset, nor does the API key.
    expect(
      (await world.browser.post('/v1/auth/refresh/', { refresh: session.refresh })).status,
    ).toBe(401);
    const oldKey = await world.browser.get('/v1/auth/token/current', {
      apiToken: session.api_token,
    });
    expect(oldKey.status).toBe(401);
    const fresh = await login('brand new password');
    expect(fresh.body.api_token).not.toBe(session.api_token);
  });

  it('answers 417 for a password under 8 characters and keeps the link usable', async () => {
    const { token } = await userWithLink();
    const short = await reset(token, ' short  ');
    expect(short.status).toBe(417);
    expect(short.body).toEqual({
      detail: passwordTooShortMessage,
      password: [passwordTooShortMessage],
    });
    expect((await reset(token, 'long enough now')).status).toBe(200);
  });

  it('refuses a link used before', async () => {
    const { token } = await userWithLink();
    expect((await reset(token, 'first new password')).status).toBe(200);
    const again = await reset(token, 'second new password');
    expect(again.status).toBe(401);
    expect(again.body.detail).toBe(LINK_EXPIRED);
  });

  it('refuses an expired link', async () => {
    const { session, token } = await userWithLink();
    await world.t.db.query(
      `UPDATE password_reset_tokens SET expires_at = now() - interval '1 second'
       WHERE user_id = $1`,
      [session.user.id],
    );
    const expired = await reset(token, 'too late password');
    expect(expired.status).toBe(401);
    expect(expired.body.detail).toBe(LINK_EXPIRED);
  });

  it('refuses a missing or made-up token, and stores only a hash of real ones', async () => {
    const { session, token } = await userWithLink();
    expect((await reset(null, 'no token password')).status).toBe(401);
    expect((await reset('made-up', 'made up password')).status).toBe(401);
    const stored = await world.t.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM password_reset_tokens WHERE user_id = $1',
      [session.user.id],
    );
    expect(stored.map((row) => row.token_hash)).not.toContain(token);
  });

  it('answers 404 for an unknown email and mails nothing', async () => {
    const before = readOutbox(world.t.outboxDir).length;
    const response = await world.browser.post('/v1/auth/get-reset-link', {
      email: 'nobody@example.com',
    });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ detail: NO_SUCH_ACCOUNT });
    expect(readOutbox(world.t.outboxDir)).toHaveLength(before);
  });

  it('a newer reset ends the older links', async () => {
    const session = await signUp(world.browser);
    const older = await requestLink(session.user.email);
    const newer = await requestLink(session.user.email);
    expect((await reset(newer, 'newest password')).status).toBe(200);
    expect((await reset(older, 'older link password')).status).toBe(401);
  });
});
