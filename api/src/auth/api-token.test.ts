import { signUp, useTestApp } from '../../test/harness';

const world = useTestApp();

describe('the API key', () => {
  it('reads the current key, and regenerating it retires the old one at once', async () => {
    const session = await signUp(world.browser);
    const current = await world.browser.get('/v1/auth/token/current', { token: session.token });
    expect(current.status).toBe(200);
    expect(current.body).toEqual({ api_token: session.api_token });
    // The key the sign-up handed out works for scripts.
    const before = await world.browser.get('/v1/auth/token/current', {
      apiToken: session.api_token,
    });
    expect(before.status).toBe(200);

    const regenerated = await world.browser.get('/v1/auth/token', { token: session.token });
    expect(regenerated.status).toBe(200);
    const fresh = regenerated.body.api_token as string;
    expect(fresh).toEqual(expect.any(String));
    expect(fresh.length).toBeGreaterThanOrEqual(40);
    expect(fresh).not.toBe(session.api_token);

    const old = await world.browser.get('/v1/auth/token/current', { apiToken: session.api_token });
    expect(old.status).toBe(401);
    const withNew = await world.browser.get('/v1/auth/token/current', { apiToken: fresh });
    expect(withNew.body).toEqual({ api_token: fresh });
    // The web session (Bearer) is not tied to the key and keeps working.
    expect(
      (await world.browser.get('/v1/auth/token/current', { token: session.token })).body,
    ).toEqual({
      api_token: fresh,
    });
  });

  it('can be regenerated with the key itself, and needs a caller', async () => {
    const session = await signUp(world.browser);
    const rotated = await world.browser.get('/v1/auth/token', { apiToken: session.api_token });
    expect(rotated.status).toBe(200);
    expect(
      (await world.browser.get('/v1/auth/token', { apiToken: session.api_token })).status,
    ).toBe(401);
    expect((await world.browser.get('/v1/auth/token')).status).toBe(401);
    expect((await world.browser.get('/v1/auth/token/current')).status).toBe(401);
  });

  it("never touches another user's key", async () => {
    const first = await signUp(world.browser);
    const second = await signUp(world.browser);
    await world.browser.get('/v1/auth/token', { token: first.token });
    const stillWorks = await world.browser.get('/v1/auth/token/current', {
      apiToken: second.api_token,
    });
    expect(stillWorks.body).toEqual({ api_token: second.api_token });
  });
});
