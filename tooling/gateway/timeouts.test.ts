import { useGatewayOverApi } from './test-gateway';
import { trickle } from './test-http';

/** An API-shaped upstream that reads each body to its end before answering. */
const gateway = useGatewayOverApi(
  'timeouts',
  (req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
  },
  // 2 s for the whole request here; the default is 30 s.
  () => ({ requestTimeoutMs: 2_000 }),
);

it('closes a connection whose body trickles in, within the request time-out', async () => {
  const head =
    'POST /v1/auth/login/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
    'Content-Length: 100000\r\n\r\n{';
  const clients = Array.from({ length: 3 }, () => trickle(gateway.url, head));
  const outcome = await Promise.race([
    Promise.all(clients.map((client) => client.closed)),
    new Promise<'still open'>((resolve) => setTimeout(() => resolve('still open'), 10_000)),
  ]);
  clients.forEach((client) => client.stop());
  expect(outcome).not.toBe('still open');
  for (const { afterMs, answer } of outcome as { afterMs: number; answer: string }[]) {
    expect(afterMs).toBeGreaterThanOrEqual(1_500);
    expect(afterMs).toBeLessThan(6_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  }
}, 30_000);

it('still proxies a request whose body arrives in time', async () => {
  const answer = await fetch(`${gateway.url}/v1/auth/login/`, { method: 'POST', body: '{}' });
  expect(answer.status).toBe(200);
});
