import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { claimDue, runDueChecks } from './checks';
import { uptimeWorker, useUptimeWorld } from './testing/uptime-world';

const uptime = useUptimeWorld();
const { receiver, target, call } = uptime;
const worker = () => uptimeWorker(uptime.world);

async function monitorOn(url: string, extra: object = {}) {
  const created = await call('POST', '/v1/ops/monitor', {
    name: 'Home page',
    kind: 'http',
    url,
    interval_seconds: 60,
    ...extra,
  });
  expect(created.status).toBe(201);
  return created.body as { id: string };
}

const issuesOf = async (monitorId: string) =>
  uptime.world.t.db.query<{ status: string; title: string }>(
    `SELECT status, title FROM issues WHERE fingerprint = $1`,
    [`monitor:${monitorId}:down`],
  );

describe('uptime checks', () => {
  it('goes Down after two failures in a row, once, and Up again, once, with one notice each', async () => {
    const site = await target;
    const hook = await receiver;
    const alert = await uptime.alertToReceiver('Site down');
    const monitor = await monitorOn(site.url, { alert_id: alert.id });
    const jobs = worker();
    const state = async () => (await call('GET', `/v1/ops/monitor/${monitor.id}`)).body;

    await jobs.minute();
    expect((await state()).state).toBe('up');
    site.state.status = 503;
    await jobs.minute();
    // One failure alone is not an outage.
    expect(await state()).toMatchObject({ state: 'up', open_incident: null });
    await jobs.minute();
    const down = await state();
    expect(down).toMatchObject({
      state: 'down',
      last_result: { ok: false, status_code: 503, error_class: 'status' },
      open_incident: { error: 'answered 503, expected 200-399', time_resolved: null },
    });
    await jobs.minute();
    expect(await issuesOf(monitor.id)).toEqual([{ status: 'open', title: 'Home page is down' }]);
    expect(hook.received.map((r) => [r.body.state, r.verified])).toEqual([['failing', true]]);

    site.state.status = 200;
    await jobs.minute();
    await jobs.minute();
    expect((await state()).state).toBe('up');
    expect(await issuesOf(monitor.id)).toEqual([{ status: 'closed', title: 'Home page is down' }]);
    expect(hook.received.map((r) => r.body.state)).toEqual(['failing', 'recovered']);
    expect(hook.received[1]!.body).toMatchObject({
      alert: { id: alert.id, name: 'Site down' },
      monitor: { id: monitor.id, url: site.url },
      duration_seconds: 120,
    });

    const results = await call('GET', `/v1/ops/monitor/${monitor.id}/results?limit=20`);
    expect(results.body.results.map((r: { ok: boolean }) => r.ok)).toEqual([
      true,
      true,
      false,
      false,
      false,
      true,
    ]);
    // 3 of 6 checks passed (all in the last hours: day, week and month alike).
    expect((await state()).uptime).toEqual({ day: 50, week: 50, month: 50 });
  });

  it('names why a check failed: the connection, the name, an assertion', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const site = await target;
    site.state.status = 200;
    const refused = await monitorOn(`http://127.0.0.1:${port}/`);
    const unknown = await monitorOn('http://no-such-host.invalid/');
    const wrongBody = await monitorOn(site.url, { settings: { body_contains: 'Welcome' } });
    await worker().minute();
    const last = async (id: string) => {
      const read = await call('GET', `/v1/ops/monitor/${id}`);
      await call('PATCH', `/v1/ops/monitor/${id}`, { paused: true });
      return read.body;
    };
    expect(await last(refused.id)).toMatchObject({
      state: 'pending',
      last_result: { ok: false, error_class: 'connect', status_code: null },
    });
    expect((await last(unknown.id)).last_result).toMatchObject({ ok: false, error_class: 'dns' });
    expect((await last(wrongBody.id)).last_result).toMatchObject({
      ok: false,
      status_code: 200,
      error_class: 'assertion',
      error: 'the body does not contain "Welcome"',
    });
  });

  it('checks now on demand, answering the result without storing it', async () => {
    const site = await target;
    site.state.status = 503;
    const monitor = await monitorOn(site.url);
    const now = await call('POST', `/v1/ops/monitor/${monitor.id}/check`);
    expect(now.status).toBe(200);
    expect(now.body).toMatchObject({ ok: false, status_code: 503, error_class: 'status' });
    const read = await call('GET', `/v1/ops/monitor/${monitor.id}`);
    expect(read.body).toMatchObject({ state: 'pending', last_result: null });
    await call('PATCH', `/v1/ops/monitor/${monitor.id}`, { paused: true });
  });

  it('takes over a slot whose worker died holding it, and stores the slot once', async () => {
    const site = await target;
    site.state.status = 200;
    const monitor = await monitorOn(site.url);
    const jobs = worker();
    const later = new Date(jobs.clock().getTime());
    // A worker claims the slot and dies: nobody else may claim it while its lease lasts.
    const [claimed] = (await claimDue(uptime.world.t.db, later, 100)).filter(
      (m) => m.id === monitor.id,
    );
    expect(claimed).toBeDefined();
    expect(await runDueChecks(jobs.deps, () => later)).toBe(0);
    // Past the lease (10 s timeout + 30 s), another worker checks it.
    const afterLease = new Date(later.getTime() + 41_000);
    expect(await runDueChecks(jobs.deps, () => afterLease)).toBeGreaterThanOrEqual(1);
    const results = await call('GET', `/v1/ops/monitor/${monitor.id}/results`);
    expect(results.body.count).toBe(1);
    await call('PATCH', `/v1/ops/monitor/${monitor.id}`, { paused: true });
  });
});
