import { withTeamApp, type TeamApp } from '../../test/harness';
import { withoutMonitorLimit } from './testing/uptime-world';

/** Issue 46: the team's usage (GET /v1/auth/account) counts its monitors beside its sites. */
let world: TeamApp;
withTeamApp(async (ready) => {
  world = ready;
  await withoutMonitorLimit(ready);
});

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: object) =>
  world.browser.call(method, url, { token: world.token, ...(body ? { body } : {}) });
const monitorsUsed = async () => (await call('GET', '/v1/auth/account')).body.usage.monitors;
const monitor = { name: 'Shop', kind: 'http', url: 'https://example.com/', interval_seconds: 60 };

it('counts the monitors the team has, paused ones too, and one fewer once one is deleted', async () => {
  expect(await monitorsUsed()).toBe(0);
  const first = await call('POST', '/v1/ops/monitor', monitor);
  await call('POST', '/v1/ops/monitor', { ...monitor, paused: true });
  expect(await monitorsUsed()).toBe(2);
  await call('DELETE', `/v1/ops/monitor/${first.body.id}`);
  expect(await monitorsUsed()).toBe(1);
  const refused = await call('POST', '/v1/ops/monitor', { ...monitor, url: 'ftp://example.com/' });
  expect(refused.status).toBe(400);
  expect(await monitorsUsed()).toBe(1);
});
