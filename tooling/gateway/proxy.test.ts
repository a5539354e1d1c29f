import type { Socket } from 'node:net';
import { startGateway } from './gateway';
import { useGateway, useGatewayOverApi } from './test-gateway';
import { startTestGateway } from './test-files';
import { get } from './test-http';

/** A tiny stand-in API: echoes what it received and sets two cookies. */
const gateway = useGatewayOverApi('proxy', (req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    if (req.url === '/v1/slow') {
      setTimeout(() => res.writeHead(200).end('{}'), 500);
      return;
    }
    res.setHeader('Set-Cookie', ['refresh=r1; HttpOnly; Path=/v1/auth', 'csrftoken=c1; Path=/']);
    res.writeHead(req.url?.startsWith('/v1/auth/login') ? 201 : 418, {
      'Content-Type': 'application/json',
    });
    res.end(
      JSON.stringify({
        method: req.method,
        url: req.url,
        cookie: req.headers.cookie,
        body: Buffer.concat(chunks).toString(),
      }),
    );
  });
});
// Port 9 (discard) has no listener here: the API is "down".
const downGateway = useGateway('proxy-down', (root) => startTestGateway(root, root));

it('proxies /v1 with method, query, body and cookies, and returns status and set-cookie', async () => {
  const answer = await get(gateway.url, '/v1/auth/login?next=%2Fsite', {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: 'session=s1' },
    body: '{"email":"a@b.c"}',
  });
  expect(answer.status).toBe(201);
  expect(answer.headers['set-cookie']).toEqual([
    'refresh=r1; HttpOnly; Path=/v1/auth',
    'csrftoken=c1; Path=/',
  ]);
  expect(JSON.parse(answer.body.toString())).toEqual({
    method: 'POST',
    url: '/v1/auth/login?next=%2Fsite',
    cookie: 'session=s1',
    body: '{"email":"a@b.c"}',
  });
});

it('forwards encoded slashes to the API as sent, and refuses dot segments', async () => {
  const answer = await get(gateway.url, '/v1/sites/https%3A%2F%2Fexample.com');
  expect(JSON.parse(answer.body.toString())).toMatchObject({
    url: '/v1/sites/https%3A%2F%2Fexample.com',
  });
  expect((await get(gateway.url, '/v1/%2e%2e/config/remotes.json')).status).toBe(400);
});

it("passes the API's status and headers through unchanged, adding none of its own", async () => {
  const answer = await get(gateway.url, '/v1/teapot');
  expect(answer.status).toBe(418);
  // An artifact's own sandbox CSP must not be joined by the page's.
  expect(answer.headers['content-security-policy']).toBeUndefined();
});

it('keeps one connection to the API for calls in turn, and closes it with the gateway', async () => {
  const { root, apiUrl } = gateway;
  const own = await startGateway({ port: 0, webDir: root, hostDir: root, apiUrl });
  const opened: Socket[] = [];
  const onConnection = (socket: Socket) => opened.push(socket);
  gateway.api.on('connection', onConnection);
  let ownClosed = false;
  try {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      statuses.push((await get(own.url, `/v1/teapot?call=${i}`)).status);
      const login = await get(own.url, '/v1/auth/login', { method: 'POST', body: `{"call":${i}}` });
      statuses.push(login.status);
    }
    expect(statuses).toEqual([418, 201, 418, 201, 418, 201]);
    // Six calls, one connection: not a TCP handshake (and an accept at the API) per call.
    expect(opened).toHaveLength(1);
    const closed = new Promise((resolve) => opened[0]!.once('close', resolve));
    ownClosed = true;
    await own.close();
    // Not left idle until a time-out: the API sees the gateway's connection end with it.
    await closed;
  } finally {
    gateway.api.off('connection', onConnection);
    if (!ownClosed) await own.close();
  }
});

it('answers 502 with a JSON reason when the API is down, and logs why', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const answer = await get(downGateway.url, '/v1/auth/me');
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('API unreachable'));
  warn.mockRestore();
  expect(answer.status).toBe(502);
  expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(JSON.parse(answer.body.toString())).toEqual({ reason: 'API unavailable' });
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
});

it('cancels the API request of a browser that left, without calling the API unreachable', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const left = fetch(`${gateway.url}/v1/slow`, { signal: AbortSignal.timeout(100) });
  await expect(left).rejects.toThrow();
  await new Promise((resolve) => setTimeout(resolve, 700));
  expect(warn).not.toHaveBeenCalled();
  warn.mockRestore();
});
