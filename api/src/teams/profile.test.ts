import { passwordTooShortMessage } from '@vigil/contract';
import { signUp, useTestApp } from '../../test/harness';
import { SIGN_IN_RULES } from '../auth/attempt-limiter';
import { WRONG_CURRENT_PASSWORD } from './profile';

const world = useTestApp();

const OLD = 'correct horse battery';
const login = (email: string, password: string) =>
  world.browser.post('/v1/auth/login/', { email, password });

describe('PATCH /v1/auth/user', () => {
  it('renames the caller only, and requires both names', async () => {
    const session = await signUp(world.browser);
    const other = await signUp(world.browser);
    const renamed = await world.browser.call('PATCH', '/v1/auth/user', {
      body: { first_name: ' Grace ', last_name: 'Hopper' },
      token: session.token,
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ first_name: 'Grace', last_name: 'Hopper' });
    expect(renamed.body).not.toHaveProperty('password_hash');
    expect((await login(session.user.email, OLD)).body.user.first_name).toBe('Grace');
    expect((await login(other.user.email, OLD)).body.user.first_name).toBe('Ada');

    const blank = await world.browser.call('PATCH', '/v1/auth/user', {
      body: { first_name: '  ', last_name: 'Hopper' },
      token: session.token,
    });
    expect(blank.status).toBe(400);
    expect(blank.body.first_name).toEqual(['First Name is required']);
  });
});

describe('POST /v1/auth/password', () => {
  it('changes the password when the current one is right', async () => {
    const session = await signUp(world.browser);
    const changed = await world.browser.post(
      '/v1/auth/password',
      { current_password: OLD, password: 'a much longer secret' },
      { token: session.token },
    );
    expect(changed.status).toBe(200);
    expect((await login(session.user.email, OLD)).status).toBe(401);
    expect((await login(session.user.email, 'a much longer secret')).status).toBe(200);
  });

  it('stops guessing the current password after the sign-in limit', async () => {
    const session = await signUp(world.browser);
    const attempt = (current_password: string) =>
      world.browser.post(
        '/v1/auth/password',
        { current_password, password: 'a much longer secret' },
        { token: session.token },
      );
    for (let i = 0; i < SIGN_IN_RULES.email.max; i += 1) {
      expect((await attempt(`guess number ${i}`)).status).toBe(400);
    }
    const locked = await attempt(OLD);
    expect(locked.status).toBe(429);
    expect((await login(session.user.email, OLD)).status).toBe(200);
  });

  it('ends every other sign-in and hands this browser a fresh session', async () => {
    const session = await signUp(world.browser);
    const elsewhere = await login(session.user.email, OLD);
    const changed = await world.browser.post(
      '/v1/auth/password',
      { current_password: OLD, password: 'a much longer secret' },
      { token: session.token },
    );
    expect(changed.status).toBe(200);
    expect(changed.body.user.id).toBe(session.user.id);
    const refresh = (token: string) => world.browser.post('/v1/auth/refresh/', { refresh: token });
    expect((await refresh(session.refresh)).status).toBe(401);
    expect((await refresh(elsewhere.body.refresh)).status).toBe(401);
    expect((await refresh(changed.body.refresh)).status).toBe(200);
    // The API key goes with the old password; the new session carries its successor.
    const keyWorks = async (apiToken: string) =>
      (await world.browser.get('/v1/auth/token/current', { apiToken })).status;
    expect(changed.body.api_token).not.toBe(session.api_token);
    expect(await keyWorks(session.api_token)).toBe(401);
    expect(await keyWorks(changed.body.api_token)).toBe(200);
  });

  it('refuses a wrong current password and a short new one, with 400s naming the field', async () => {
    const session = await signUp(world.browser);
    const wrong = await world.browser.post(
      '/v1/auth/password',
      { current_password: 'not it at all', password: 'a much longer secret' },
      { token: session.token },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      detail: WRONG_CURRENT_PASSWORD,
      current_password: [WRONG_CURRENT_PASSWORD],
    });
    const short = await world.browser.post(
      '/v1/auth/password',
      { current_password: OLD, password: 'short' },
      { token: session.token },
    );
    expect(short.status).toBe(400);
    expect(short.body.password).toEqual([passwordTooShortMessage]);
    expect((await login(session.user.email, OLD)).status).toBe(200);
    expect(
      (await world.browser.post('/v1/auth/password', { password: 'whatever123' })).status,
    ).toBe(401);
  });
});
