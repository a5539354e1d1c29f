import { Browser, signUp, startTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let browser: Browser;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
beforeEach(() => {
  browser = new Browser(t.app);
});

describe('the API key', () => {
  it('reads the current key, and regenerating it retires the old one at once', async () => {
    const session = await signUp(browser);
    const current = await browser.get('/v1/auth/token/current', { token: session.token });
    expect(current.status).toBe(200);
    expect(current.body).toEqual({ api_token: session.api_token });
    // The key the sign-up handed out works for scripts.
    const before = await browser.get('/v1/auth/token/current', { apiToken: session.api_token });
    expect(before.status).toBe(200);

    const regenerated = await browser.get('/v1/auth/token', { token: session.token });
    expect(regenerated.status).toBe(200);
    const fresh = regenerated.body.api_token as string;
    expect(fresh).toEqual(expect.any(String));
    expect(fresh.length).toBeGreaterThanOrEqual(40);
    expect(fresh).not.toBe(session.api_token);

    const old = await browser.get('/v1/auth/token/current', { apiToken: session.api_token });
    expect(old.status).toBe(401);
    const withNew = await browser.get('/v1/auth/token/current', { apiToken: fresh });
    expect(withNew.body).toEqual({ api_token: fresh });
    // The web session (Bearer) is not tied to the key and keeps working.
    expect((await browser.get('/v1/auth/token/current', { token: session.token })).body).toEqual({
      api_token: fresh,
    });
  });

  it('can be regenerated with the key itself, and needs a caller', async () => {
    const session = await signUp(browser);
    const rotated = await browser.get('/v1/auth/token', { apiToken: session.api_token });
    expect(rotated.status).toBe(200);
    expect((await browser.get('/v1/auth/token', { apiToken: session.api_token })).status).toBe(401);
    expect((await browser.get('/v1/auth/token')).status).toBe(401);
    expect((await browser.get('/v1/auth/token/current')).status).toBe(401);
  });

  it("never touches another user's key", async () => {
    const first = await signUp(browser);
    const second = await signUp(browser);
    await browser.get('/v1/auth/token', { token: first.token });
    const stillWorks = await browser.get('/v1/auth/token/current', { apiToken: second.api_token });
    expect(stillWorks.body).toEqual({ api_token: second.api_token });
  });
});
