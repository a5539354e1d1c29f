import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { createSsrfGuard } from './guard';
import { fetchOnce } from './safe-fetch';

const guard = createSsrfGuard('127.0.0.1');

/**
 * A server that answers the first request on each connection and keeps it alive, then resets the
 * connection when a second request arrives on it: what a server does when it closes an idle
 * kept-alive connection at the moment the client sends on it.
 */
async function startResettingServer() {
  const connections: Socket[] = [];
  const server = createServer((socket) => {
    connections.push(socket);
    let requests = 0;
    socket.on('data', () => {
      requests += 1;
      if (requests > 1) return socket.resetAndDestroy();
      socket.write(
        'HTTP/1.1 200 OK\r\ncontent-type: text/html\r\ncontent-length: 2\r\n' +
          'connection: keep-alive\r\nkeep-alive: timeout=60\r\n\r\nok',
      );
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, connections, close: () => new Promise((done) => server.close(done)) };
}

it('sends a GET again on a new connection when a kept-alive one is reset before any answer', async () => {
  const server = await startResettingServer();
  try {
    const first = await fetchOnce(guard, `${server.origin}/a`);
    const second = await fetchOnce(guard, `${server.origin}/b`);
    expect([first.status, second.body.toString()]).toEqual([200, 'ok']);
    // The second request went out on the first connection, was reset, and was sent again.
    expect(server.connections).toHaveLength(2);
  } finally {
    for (const socket of server.connections) socket.destroy();
    await server.close();
  }
});

it('still fails a request whose fresh connection is reset', async () => {
  const server = createServer((socket) => {
    socket.on('data', () => socket.resetAndDestroy());
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    await expect(fetchOnce(guard, `${origin}/`)).rejects.toThrow(/ECONNRESET/);
  } finally {
    await new Promise((done) => server.close(done));
  }
});
