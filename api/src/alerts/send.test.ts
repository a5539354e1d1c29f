import { createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { postJson } from '../net/post-json';
import { sendWebhook } from './send';

describe('webhook sending', () => {
  it.each(['http://10.0.0.7/hook', 'http://169.254.169.254/latest', 'http://localhost:9/'])(
    'refuses %s at send time too (the address may have changed since it was saved)',
    async (target) => {
      await expect(sendWebhook(target, 'secret', { a: 1 }, undefined)).rejects.toThrow(
        /refused: .* private or local address/,
      );
    },
  );

  it('gives up on a receiver that never answers (time-out), so the job retries', async () => {
    const sockets = new Set<Socket>();
    const silent = createServer(() => undefined); // reads the request, never answers
    silent.on('connection', (socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const started = Date.now();
    await expect(postJson(`http://127.0.0.1:${port}/`, '{}', {}, '127.0.0.1', 300)).rejects.toThrow(
      'no answer within 300 ms',
    );
    expect(Date.now() - started).toBeLessThan(3000);
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });
});
