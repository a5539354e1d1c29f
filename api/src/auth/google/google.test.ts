import { googleConfirmQuerySchema } from '@vigil/contract';
import { Browser, signUp, startTestApp, type TestApp } from '../../../test/harness';
import { startOpenIdProvider } from '../../../test/oauth-provider';
import { FLOW_COOKIE } from './flow-cookie';

// A local OpenID provider stands in for Google: real discovery, consent redirect, code exchange
// and RS256-signed ID tokens, so the whole authorization-code flow runs for real.
let provider: Awaited<ReturnType<typeof startOpenIdProvider>>;
let t: TestApp;
let person: Record<string, unknown>;

beforeAll(async () => {
  provider = await startOpenIdProvider();
  t = await startTestApp({
    APP_URL: 'https://app.vigil.test',
    GOOGLE_ISSUER: provider.issuer,
    GOOGLE_CLIENT_ID: 'vigil-client',
    GOOGLE_CLIENT_SECRET: 'vigil-secret',
  });
});
afterAll(async () => {
  await t.close();
  await provider.stop();
});
beforeEach(() => {
  person = {
    sub: `google-${Math.random()}`,
    email: `person${Date.now()}${Math.floor(Math.random() * 1e6)}@gmail.example`,
    email_verified: true,
    given_name: 'Grace',
    family_name: 'Hopper',
  };
});

/** Button → consent screen → back to the API, as a browser would, with the flow cookie. */
async function signInWithGoogle(options: { cookie?: boolean; denyConsent?: boolean } = {}) {
  await provider.set(person, { denyConsent: options.denyConsent });
  const start = await t.app.inject({ method: 'GET', url: '/v1/auth/google/start' });
  expect(start.statusCode).toBe(302);
  const consent = new URL(start.headers.location as string);
  const flow = start.cookies.find((cookie) => cookie.name === FLOW_COOKIE)!;
  const atProvider = await fetch(consent, { redirect: 'manual' });
  const back = new URL(atProvider.headers.get('location')!);
  expect(back.origin + back.pathname).toBe('https://app.vigil.test/v1/auth/google');
  const returned = await t.app.inject({
    method: 'GET',
    url: back.pathname + back.search,
    cookies: options.cookie === false ? {} : { [FLOW_COOKIE]: flow.value },
  });
  expect(returned.statusCode).toBe(302);
  return { consent, flow, target: new URL(returned.headers.location as string), returned };
}

function sessionFrom(target: URL) {
  expect(target.origin + target.pathname).toBe('https://app.vigil.test/google-confirm');
  return googleConfirmQuerySchema.parse(Object.fromEntries(target.searchParams));
}

describe('Google sign-in', () => {
  it('asks for email and profile, offline access and the account chooser, with PKCE', async () => {
    const { consent, flow } = await signInWithGoogle();
    expect(consent.origin).toBe(provider.issuer);
    expect(Object.fromEntries(consent.searchParams)).toMatchObject({
      client_id: 'vigil-client',
      redirect_uri: 'https://app.vigil.test/v1/auth/google',
      response_type: 'code',
      scope: 'openid email profile',
      access_type: 'offline',
      prompt: 'consent select_account',
      code_challenge_method: 'S256',
    });
    expect(flow).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/v1/auth/google' });
  });

  it('creates a new user and hands the session to /google-confirm; no team is a 404, not a 500', async () => {
    const { target, returned } = await signInWithGoogle();
    const session = sessionFrom(target);
    expect(session).toMatchObject({
      email: person.email,
      username: person.email,
      is_active: 'true',
    });
    expect(returned.cookies.find((c) => c.name === FLOW_COOKIE)?.value).toBe('');

    const browser = new Browser(t.app);
    const member = await browser.get('/v1/auth/member', { token: session.token });
    expect(member.status).toBe(404);
    const [user] = await t.db.query<{ first_name: string; password_hash: string | null }>(
      'SELECT first_name, password_hash FROM users WHERE id = $1',
      [session.id],
    );
    expect(user).toEqual({ first_name: 'Grace', password_hash: null });
    // The refresh token is a real one.
    expect((await browser.post('/v1/auth/refresh/', { refresh: session.refresh })).status).toBe(
      200,
    );
  });

  it('signs a returning user in to the same account, even after an email change at Google', async () => {
    const first = sessionFrom((await signInWithGoogle()).target);
    person.email = `changed${Date.now()}@gmail.example`;
    const second = sessionFrom((await signInWithGoogle()).target);
    expect(second.id).toBe(first.id);
    expect(second.refresh).not.toBe(first.refresh); // a new sign-in, not a replay
  });

  it('signs in the password account with the same verified email', async () => {
    const registered = await signUp(new Browser(t.app));
    person.email = registered.user.email;
    expect(sessionFrom((await signInWithGoogle()).target).id).toBe(registered.user.id);
  });

  it('sends a refused consent back to /login and creates nobody', async () => {
    const { target } = await signInWithGoogle({ denyConsent: true });
    expect(target.href).toBe('https://app.vigil.test/login?google=access_denied');
    const rows = await t.db.query('SELECT 1 FROM users WHERE email = $1', [person.email]);
    expect(rows).toHaveLength(0);
  });

  it('refuses a return without the flow cookie (login CSRF) or with an unverified email', async () => {
    expect((await signInWithGoogle({ cookie: false })).target.href).toBe(
      'https://app.vigil.test/login?google=failed',
    );
    person.email_verified = false;
    expect((await signInWithGoogle()).target.href).toBe(
      'https://app.vigil.test/login?google=failed',
    );
  });
});

describe('Google sign-in not configured', () => {
  it('answers 404 at the start and sends a stray return to /login', async () => {
    const plain = await startTestApp({ APP_URL: 'https://app.vigil.test' });
    try {
      const start = await plain.app.inject({ method: 'GET', url: '/v1/auth/google/start' });
      expect(start.statusCode).toBe(404);
      expect(start.json()).toEqual({ detail: 'Google sign-in is not configured.' });
      const back = await plain.app.inject({ method: 'GET', url: '/v1/auth/google?code=x&state=y' });
      expect(back.headers.location).toBe('https://app.vigil.test/login?google=failed');
    } finally {
      await plain.close();
    }
  });
});
