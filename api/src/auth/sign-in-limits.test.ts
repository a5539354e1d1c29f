import { Browser, signUp, startTestApp, type TestApp } from '../../test/harness';
import { readOutbox } from '../../test/mail';
import { RESET_LINK_RULES, SIGN_IN_RULES } from './attempt-limiter';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const password = 'correct horse battery';

/** A browser whose requests reach the API through the local gateway from `address`. */
function browserFrom(address: string) {
  const browser = new Browser(t.app);
  const post = browser.post;
  browser.post = (url, body, options) =>
    post(url, body, { ...options, headers: { 'x-forwarded-for': address, ...options?.headers } });
  return browser;
}

/** A user signed up (with `password`) from `ip`, and the browser at that address. */
async function userFrom(ip: string) {
  const browser = browserFrom(ip);
  const session = await signUp(browser, { password });
  return { browser, session, email: session.user.email };
}

async function failLogins(browser: Browser, email: string, times: number) {
  for (let i = 0; i < times; i += 1) {
    const wrong = await browser.post('/v1/auth/login/', { email, password: `wrong ${i}` });
    expect(wrong.status).toBe(401);
  }
}

describe('sign-in attempts', () => {
  it('locks an account after repeated wrong passwords, even for the right one, and says how long', async () => {
    const { browser, email } = await userFrom('203.0.113.10');
    await failLogins(browser, email, SIGN_IN_RULES.email.max);

    const locked = await browser.post('/v1/auth/login/', { email, password });
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ detail: 'Too many attempts. Try again in 15 minutes.' });

    // Another client guessing the same account is refused too: the lock is on the account.
    const elsewhere = await browserFrom('198.51.100.7').post('/v1/auth/login/', {
      email: email.toUpperCase(),
      password,
    });
    expect(elsewhere.status).toBe(429);
  });

  it('forgets the failures of an account once it signs in', async () => {
    const { browser, email } = await userFrom('203.0.113.20');
    await failLogins(browser, email, SIGN_IN_RULES.email.max - 1);
    expect((await browser.post('/v1/auth/login/', { email, password })).status).toBe(200);

    await failLogins(browser, email, SIGN_IN_RULES.email.max - 1);
    expect((await browser.post('/v1/auth/login/', { email, password })).status).toBe(200);
  });

  it('stops one address sweeping many accounts, without locking other clients out', async () => {
    const sweeper = browserFrom('203.0.113.30');
    const accounts = Math.ceil(SIGN_IN_RULES.address.max / (SIGN_IN_RULES.email.max - 1));
    let failures = 0;
    for (let a = 0; a < accounts && failures < SIGN_IN_RULES.address.max; a += 1) {
      const tries = Math.min(SIGN_IN_RULES.email.max - 1, SIGN_IN_RULES.address.max - failures);
      await failLogins(sweeper, `victim${a}@example.com`, tries);
      failures += tries;
    }
    const next = await sweeper.post('/v1/auth/login/', {
      email: 'someone-new@example.com',
      password,
    });
    expect(next.status).toBe(429);

    const neighbour = browserFrom('203.0.113.31');
    const session = await signUp(neighbour, { password });
    const own = await neighbour.post('/v1/auth/login/', { email: session.user.email, password });
    expect(own.status).toBe(200);
  });
});

describe('reset-link requests', () => {
  it('sends at most a handful of reset mails per account per hour', async () => {
    const { browser, email } = await userFrom('203.0.113.40');
    for (let i = 0; i < RESET_LINK_RULES.email.max; i += 1) {
      expect((await browser.post('/v1/auth/get-reset-link', { email })).status).toBe(200);
    }
    const refused = await browser.post('/v1/auth/get-reset-link', { email });
    expect(refused.status).toBe(429);
    expect(refused.body.detail).toBe('Too many attempts. Try again in 60 minutes.');
    expect(readOutbox(t.outboxDir).filter((mail) => mail.headers.to === email)).toHaveLength(
      RESET_LINK_RULES.email.max,
    );
  });
});
