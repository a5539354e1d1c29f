import { signUp, useTestApp } from '../../test/harness';

const world = useTestApp();

const password = 'correct horse battery';

describe('register, login, refresh', () => {
  it('registers, logs in, refreshes and reads the account and member', async () => {
    const email = 'Grace@Example.com';
    const registered = await world.browser.post('/v1/auth/register/', {
      username: email,
      email,
      password,
      first_name: 'Grace',
      last_name: 'Hopper',
    });
    expect(registered.status).toBe(201);
    expect(registered.body.user).toMatchObject({
      email: 'grace@example.com',
      username: 'grace@example.com',
      is_active: true,
    });
    expect(registered.body).not.toHaveProperty('user.password_hash');

    const login = await world.browser.post('/v1/auth/login/', {
      email: ' grace@example.com ',
      password,
    });
    expect(login.status).toBe(200);
    expect(Object.keys(login.body).sort()).toEqual(['api_token', 'refresh', 'token', 'user']);
    expect(login.body.user.id).toBe(registered.body.user.id);

    const refreshed = await world.browser.post('/v1/auth/refresh/', {
      refresh: login.body.refresh,
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.access).toEqual(expect.any(String));
    expect(refreshed.body.refresh).not.toBe(login.body.refresh);

    const token = refreshed.body.access as string;
    expect((await world.browser.get('/v1/auth/account', { token })).status).toBe(404);
    const team = await world.browser.post(
      '/v1/auth/account',
      { name: 'Hopper Labs', type: 'new' },
      { token },
    );
    expect(team.status).toBe(200);
    const account = await world.browser.get('/v1/auth/account', { token });
    expect(account.body).toMatchObject({ id: team.body.id, name: 'Hopper Labs', type: 'new' });
    const member = await world.browser.get('/v1/auth/member', { token });
    expect(member.body).toMatchObject({
      account: team.body.id,
      type: 'admin',
      status: 'active',
      email: 'grace@example.com',
    });
  });

  it('answers a wrong password with 401 and the detail the client shows', async () => {
    const session = await signUp(world.browser);
    const response = await world.browser.post('/v1/auth/login/', {
      email: session.user.email,
      password: 'wrong password',
    });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ detail: 'No active account found with the given credentials' });
    const unknown = await world.browser.post('/v1/auth/login/', {
      email: 'nobody@example.com',
      password,
    });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(response.body);
  });

  it('refuses a second account with the same email, whatever its case', async () => {
    const session = await signUp(world.browser);
    const again = await world.browser.post('/v1/auth/register/', {
      username: session.user.email,
      email: session.user.email.toUpperCase(),
      password,
      first_name: 'Ada',
      last_name: 'Again',
    });
    expect(again.status).toBe(400);
    expect(again.body.username).toEqual(['A user with that email already exists.']);
    expect(again.body.detail).toEqual(expect.any(String));
  });

  it.each([
    ['email', { password, first_name: 'A', last_name: 'B' }, 'Email is required'],
    ['email', { email: '   ', password, first_name: 'A', last_name: 'B' }, 'Email is required'],
    [
      'password',
      { email: 'x@example.com', first_name: 'A', last_name: 'B' },
      'Password is required',
    ],
    ['first_name', { email: 'x@example.com', password, last_name: 'B' }, 'First Name is required'],
    [
      'last_name',
      { email: 'x@example.com', password, first_name: 'A', last_name: ' ' },
      'Last Name is required',
    ],
    [
      'password',
      { email: 'x@example.com', password: 'short', first_name: 'A', last_name: 'B' },
      'Password needs to be at least 8 characters.',
    ],
  ])('register names the missing field %s with the spec message', async (field, body, message) => {
    const response = await world.browser.post('/v1/auth/register/', body);
    expect(response.status).toBe(400);
    expect(response.body[field]).toEqual([message]);
    expect(response.body.detail).toContain(field);
  });

  it('login names missing fields with the spec messages', async () => {
    const noEmail = await world.browser.post('/v1/auth/login/', { password });
    expect(noEmail.status).toBe(400);
    expect(noEmail.body.email).toEqual(['Email is required']);
    const noPassword = await world.browser.post('/v1/auth/login/', {
      email: 'a@example.com',
      password: '  ',
    });
    expect(noPassword.body.password).toEqual(['Password is required']);
  });
});

describe('refresh token rotation', () => {
  it('revokes the whole family when a used refresh token comes back', async () => {
    const session = await signUp(world.browser);
    const first = await world.browser.post('/v1/auth/refresh/', { refresh: session.refresh });
    expect(first.status).toBe(200);
    // The old token is presented again (stolen copy): refused, and the family is revoked...
    const reuse = await world.browser.post('/v1/auth/refresh/', { refresh: session.refresh });
    expect(reuse.status).toBe(401);
    expect(reuse.body).toEqual({ detail: 'Token is invalid or expired' });
    // ...so even the legitimate, newest token no longer works.
    const newest = await world.browser.post('/v1/auth/refresh/', { refresh: first.body.refresh });
    expect(newest.status).toBe(401);
    // Another sign-in is another family and is unaffected.
    const login = await world.browser.post('/v1/auth/login/', {
      email: session.user.email,
      password,
    });
    expect(
      (await world.browser.post('/v1/auth/refresh/', { refresh: login.body.refresh })).status,
    ).toBe(200);
  });

  it('refuses an unknown refresh token', async () => {
    const response = await world.browser.post('/v1/auth/refresh/', { refresh: 'not-a-token' });
    expect(response.status).toBe(401);
  });
});

describe('credentials', () => {
  it('accepts the API key as `Token <key>` without a CSRF header', async () => {
    const session = await signUp(world.browser);
    const created = await world.browser.post(
      '/v1/auth/account',
      { name: 'Scripted', type: 'new' },
      { apiToken: session.api_token, csrf: false },
    );
    expect(created.status).toBe(200);
    const account = await world.browser.get('/v1/auth/account', { apiToken: session.api_token });
    expect(account.body.name).toBe('Scripted');
  });

  it('refuses requests without credentials or with a bad token', async () => {
    const none = await world.browser.get('/v1/auth/account');
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ detail: 'Authentication credentials were not provided.' });
    const bad = await world.browser.get('/v1/auth/account', { token: 'eyJhbGciOi.bad.token' });
    expect(bad.status).toBe(401);
    const badKey = await world.browser.get('/v1/auth/account', { apiToken: 'nope' });
    expect(badKey.status).toBe(401);
  });

  it('refuses an unsafe browser request without the X-CSRFToken header', async () => {
    const session = await signUp(world.browser);
    const refused = await world.browser.post(
      '/v1/auth/account',
      { name: 'No CSRF', type: 'new' },
      { token: session.token, csrf: false },
    );
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toMatch(/CSRF/);
    const login = await world.browser.post(
      '/v1/auth/login/',
      { email: session.user.email, password },
      { csrf: false },
    );
    expect(login.status).toBe(403);
    const wrong = await world.browser.post(
      '/v1/auth/login/',
      { email: session.user.email, password },
      { headers: { 'x-csrftoken': 'forged' }, csrf: false },
    );
    expect(wrong.status).toBe(403);
  });

  it('sets the csrftoken cookie on a response to a request that has none', async () => {
    const response = await world.t.app.inject({ method: 'GET', url: '/v1/auth/member' });
    expect(response.cookies.find((cookie) => cookie.name === 'csrftoken')?.value).toMatch(
      /^[0-9a-f]{48}$/,
    );
    const withCookie = await world.t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { cookie: 'csrftoken=abc' },
    });
    expect(withCookie.cookies).toHaveLength(0);
  });
});

describe('password trimming', () => {
  it('trims a registered password the way login trims it', async () => {
    const email = 'spaces@example.com';
    const body = { email, password: '  padded password  ', first_name: 'Pad', last_name: 'Ded' };
    expect((await world.browser.post('/v1/auth/register/', body)).status).toBe(201);
    const login = await world.browser.post('/v1/auth/login/', {
      email,
      password: 'padded password',
    });
    expect(login.status).toBe(200);
  });

  it('gives one message for a blank password', async () => {
    const response = await world.browser.post('/v1/auth/register/', {
      email: 'blank@example.com',
      password: '   ',
      first_name: 'A',
      last_name: 'B',
    });
    expect(response.body.password).toEqual(['Password is required']);
  });
});

describe('csrf priming', () => {
  it('GET /v1/auth/csrf sets the cookie a first unsafe request needs', async () => {
    const response = await world.t.app.inject({ method: 'GET', url: '/v1/auth/csrf' });
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((cookie) => cookie.name === 'csrftoken')).toBeDefined();
  });
});
