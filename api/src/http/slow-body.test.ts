import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { startTestApp, type TestApp } from '../../test/harness';

// A 2 s limit for the whole request (the default is 30 s): a client trickling its body must be cut
// off soon after, whatever it keeps sending.
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await startTestApp({ HTTP_REQUEST_TIMEOUT_SECONDS: '2' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** Opens a POST announcing `length` bytes, then sends one byte every `everyMs` until closed. */
function trickle(length: number, everyMs: number) {
  const socket: Socket = connect(port, '127.0.0.1');
  const started = Date.now();
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
  socket.on('error', () => undefined);
  socket.write(
    `POST /v1/auth/login/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
      // A valid double-submit pair: the request reaches the body parser, not the CSRF refusal.
      `Cookie: csrftoken=trickle\r\nX-CSRFToken: trickle\r\n` +
      `Content-Length: ${length}\r\n\r\n{`,
  );
  const timer = setInterval(() => {
    if (!socket.destroyed) socket.write(' ');
  }, everyMs);
  const closed = new Promise<{ afterMs: number; answer: string }>((resolve) =>
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ afterMs: Date.now() - started, answer });
    }),
  );
  return { closed, socket };
}

it('closes a connection whose body trickles in, within the request time-out', async () => {
  const clients = Array.from({ length: 5 }, () => trickle(100_000, 200));
  const outcome = await Promise.race([
    Promise.all(clients.map((client) => client.closed)),
    new Promise<'still open'>((resolve) => setTimeout(() => resolve('still open'), 10_000)),
  ]);
  clients.forEach((client) => client.socket.destroy());
  expect(outcome).not.toBe('still open');
  for (const { afterMs, answer } of outcome as { afterMs: number; answer: string }[]) {
    expect(afterMs).toBeGreaterThanOrEqual(1_500);
    expect(afterMs).toBeLessThan(6_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  }
}, 30_000);

it('still answers a normal request on the same server', async () => {
  const answer = await fetch(`http://127.0.0.1:${port}/healthz`);
  expect(answer.status).toBe(200);
});
