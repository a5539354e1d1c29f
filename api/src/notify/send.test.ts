import { createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { postJson } from '../net/post-json';
import type { Mailer } from '../mail/mailer';
import { FinalSendError, sendMessage, type SendDeps } from './send';

const deps: SendDeps = {
  mailer: {} as Mailer,
  allowPrivate: undefined,
  slackWebhook: async () => null,
};

describe('sending a notification', () => {
  it.each(['http://10.0.0.7/hook', 'http://169.254.169.254/latest', 'http://localhost:9/'])(
    'refuses %s at send time too (the address may have changed since it was saved)',
    async (target) => {
      const sent = sendMessage(deps, { channel: 'webhook', url: target, secret: 's', body: '{}' });
      await expect(sent).rejects.toThrow(/refused: .* private or local address/);
      // No retry makes the address public: the delivery fails at once.
      await expect(sent).rejects.toBeInstanceOf(FinalSendError);
    },
  );

  it('fails a Slack message at once when the team has no connection', async () => {
    const sent = sendMessage(deps, {
      channel: 'slack',
      accountId: 'a team',
      summary: { title: 'Down', lines: [], link: 'http://vigil.test/scan/1' },
    });
    await expect(sent).rejects.toThrow(new FinalSendError('Slack is not connected'));
  });

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
