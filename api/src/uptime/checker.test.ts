import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { withTeamApp, type TeamApp } from '../../test/harness';
import { createSsrfGuard } from '../net/guard';
import { startUptimeChecker } from './checker';

let world: TeamApp;
withTeamApp((ready) => (world = ready));

/** Resolves once `read` answers true, looking every 50 ms (at most 10 s). */
async function until(read: () => Promise<boolean>) {
  for (let look = 0; look < 200; look += 1) {
    if (await read()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the condition never held');
}

describe('the uptime checker of a worker', () => {
  it('checks a due monitor by itself, records it once, and stops with nothing in flight', async () => {
    let requests = 0;
    const server = createServer((_request, response) => {
      requests += 1;
      response.writeHead(200).end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const { db } = world.t;
    const [monitor] = await db.query<{ id: string }>(
      `INSERT INTO monitors (account_id, name, kind, url, interval_seconds)
       VALUES ($1, 'Loopback', 'http', $2, 3600) RETURNING id`,
      [world.team.id, `http://127.0.0.1:${port}/`],
    );
    const checker = startUptimeChecker({
      db,
      appUrl: 'http://localhost:8080',
      guard: createSsrfGuard('127.0.0.1'),
    });
    const state = async () =>
      (
        await db.query<{ state: string }>('SELECT state FROM monitors WHERE id = $1', [monitor!.id])
      )[0]!.state;
    await until(async () => (await state()) === 'up');
    await checker.stop();
    const results = await db.query('SELECT 1 FROM monitor_results WHERE monitor_id = $1', [
      monitor!.id,
    ]);
    // The next slot is an hour away: one check, one result.
    expect({ results: results.length, requests }).toEqual({ results: 1, requests: 1 });
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
});
