import { signUp, useTestApp } from '../../test/harness';

const world = useTestApp();

const password = 'correct horse battery';
const refresh = (token: string) => world.browser.post('/v1/auth/refresh/', { refresh: token });
const logout = (token: string) => world.browser.post('/v1/auth/logout/', { refresh: token });

describe('POST /v1/auth/logout/', () => {
  it('ends that sign-in on the server: its refresh tokens no longer renew the session', async () => {
    const session = await signUp(world.browser);
    const rotated = await refresh(session.refresh);
    expect(rotated.status).toBe(200);
    const other = await world.browser.post('/v1/auth/login/', {
      email: session.user.email,
      password,
    });
    expect(other.status).toBe(200);

    const out = await logout(rotated.body.refresh as string);
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ detail: 'Signed out' });

    const afterLogout = await refresh(rotated.body.refresh as string);
    expect(afterLogout.status).toBe(401);
    expect(afterLogout.body).toEqual({ detail: 'Token is invalid or expired' });
    // The other sign-in (another browser) is untouched.
    expect((await refresh(other.body.refresh as string)).status).toBe(200);
  });

  it('answers the same for an unknown or already revoked token, and 400 without one', async () => {
    const session = await signUp(world.browser);
    expect((await logout(session.refresh)).status).toBe(200);
    expect((await logout(session.refresh)).body).toEqual({ detail: 'Signed out' });
    expect((await logout('never-issued')).body).toEqual({ detail: 'Signed out' });
    const missing = await world.browser.post('/v1/auth/logout/', {});
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toContain('refresh');
  });
});
