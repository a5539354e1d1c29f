import { withWebhookTeamApp } from '../../test/receiver-fixture';
import { runDueChecks } from './checks';
import { createPingLimiter, recordPing } from './heartbeat';
import { findMonitor } from './repository';
import { createUptimeService } from './service';
import { caller, withoutMonitorLimit, uptimeWorker } from './testing/uptime-world';

const hooks = withWebhookTeamApp(withoutMonitorLimit);
const { receiver } = hooks;

const call = caller(() => hooks.app);

async function heartbeat(extra: object = {}) {
  const created = await call('POST', '/v1/ops/monitor', {
    name: 'Nightly backup',
    kind: 'heartbeat',
    interval_seconds: 60,
    ...extra,
  });
  expect(created.status).toBe(201);
  const pingUrl = new URL(created.body.heartbeat_url as string);
  return {
    id: created.body.id as string,
    body: created.body,
    path: pingUrl.pathname,
    token: pingUrl.pathname.split('/').pop()!,
    read: async () => (await call('GET', `/v1/ops/monitor/${created.body.id}`)).body,
  };
}

describe('heartbeat monitors', () => {
  it('gives a secret ping URL the job calls without signing in', async () => {
    const monitor = await heartbeat();
    const other = await heartbeat();
    expect(monitor.body).toMatchObject({ kind: 'heartbeat', url: '', state: 'pending' });
    expect(monitor.body.heartbeat_url).toMatch(
      /^http:\/\/localhost:8080\/v1\/heartbeat\/[\w-]{43}$/,
    );
    expect(other.token).not.toBe(monitor.token);
    const anonymous = hooks.app.browser;
    expect((await anonymous.call('GET', monitor.path)).body).toEqual({ success: true });
    expect((await anonymous.call('POST', monitor.path)).status).toBe(200);
    const unknown = await anonymous.call('POST', `/v1/heartbeat/${'x'.repeat(43)}`);
    expect(unknown.status).toBe(404);
    expect((await anonymous.call('GET', '/v1/heartbeat/guess')).status).toBe(400);
    // The ping makes it due: the checker's next round finds it Up.
    await runDueChecks(uptimeWorker(hooks.app).deps, () => new Date(Date.now() + 1000));
    expect(await monitor.read()).toMatchObject({ state: 'up', last_result: { ok: true } });
    expect((await call('POST', `/v1/ops/monitor/${monitor.id}/check`)).status).toBe(400);
  });

  it('is Down once when the pings stop past interval + grace, and Up at the next ping', async () => {
    const hook = await receiver;
    const alert = await hooks.alertToReceiver('Backup silent');
    const monitor = await heartbeat({ alert_id: alert.id, settings: { grace_seconds: 30 } });
    const never = await heartbeat();
    const jobs = uptimeWorker(hooks.app);
    const ping = () => recordPing(hooks.app.t.db, monitor.token, jobs.clock());
    const notices = () => hook.received.map((r) => (r.verified ? r.body.state : 'unsigned'));

    await ping();
    await jobs.minute(); // +0 s: pinged, Up.
    expect((await monitor.read()).state).toBe('up');
    // Never pinged: pending until its first deadline, not Down at once and not Up.
    expect(await never.read()).toMatchObject({ state: 'pending', last_result: null });
    await jobs.minute(); // +60 s: within 60 + 30 s of the ping.
    expect((await monitor.read()).state).toBe('up');
    await jobs.minute(); // +120 s: silent past the deadline.
    expect(await monitor.read()).toMatchObject({
      state: 'down',
      last_result: { ok: false, error_class: 'timeout' },
      open_incident: { time_resolved: null },
    });
    await jobs.minute(); // +180 s: still silent, no second notice.
    expect(notices()).toEqual(['failing']);
    await ping();
    await jobs.minute(); // +240 s: pinged again.
    expect(await monitor.read()).toMatchObject({ state: 'up', open_incident: null });
    expect(notices()).toEqual(['failing', 'recovered']);
    expect((await never.read()).state).toBe('down');
  });

  it('writes one ping a second per token and answers the others alike', async () => {
    const monitor = await heartbeat();
    const service = createUptimeService(hooks.app.t.db);
    const start = Date.now();
    const at = (ms: number) => new Date(start + ms);
    const lastPing = async () =>
      (await findMonitor(hooks.app.t.db, hooks.app.team.id, monitor.id))!.last_ping_at;
    expect(await service.ping(monitor.token, at(0))).toEqual({ success: true });
    expect(await service.ping(monitor.token, at(999))).toEqual({ success: true });
    expect(await lastPing()).toEqual(at(0));
    await service.ping(monitor.token, at(1000));
    expect(await lastPing()).toEqual(at(1000));
    // An unknown token's 404 is remembered for the second too.
    const unknown = 'y'.repeat(43);
    await expect(service.ping(unknown, at(0))).rejects.toMatchObject({ statusCode: 404 });
    await expect(service.ping(unknown, at(1))).rejects.toMatchObject({ statusCode: 404 });
    // A job pinging in a burst over HTTP sees 200 every time, never an error to retry.
    const burst = await Promise.all(
      [1, 2, 3, 4, 5].map(() => hooks.app.browser.call('POST', monitor.path)),
    );
    expect(burst.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
  });

  it('forgets a token a window after its ping', async () => {
    const limiter = createPingLimiter(1000);
    const known = async () => true;
    await limiter.admit('a', new Date(0), known);
    await limiter.admit('b', new Date(500), known);
    expect(limiter.size).toBe(2);
    await limiter.admit('c', new Date(1600), known);
    expect(limiter.size).toBe(1);
  });
});
