import { uptimeWorker, useUptimeWorld } from './testing/uptime-world';

const uptime = useUptimeWorld();
const { target, call } = uptime;

/** A watched monitor (fresh per test), with its incidents counted and a way to pause it. */
async function watched(extra: object = {}) {
  const monitor = await uptime.watchedMonitor(extra);
  const { id } = monitor;
  return {
    ...monitor,
    incidents: async () =>
      (
        await uptime.world.t.db.query<{ count: number }>(
          'SELECT count(*)::int AS count FROM monitor_incidents WHERE monitor_id = $1',
          [id],
        )
      )[0]!.count,
    pause: () => call('PATCH', `/v1/ops/monitor/${id}`, { paused: true }),
  };
}

describe('no false alarms', () => {
  it('retries the failure that would make it Down, and a passing retry keeps it Up', async () => {
    const site = await target;
    site.state.status = 200;
    const monitor = await watched();
    const jobs = uptimeWorker(uptime.world);
    await jobs.minute();
    const before = site.state.requests;
    // The 1st failure counts (one request); the 2nd would be decisive: retried, the retry passes.
    site.state.script = [503, 503, 200];
    await jobs.minute();
    await jobs.minute();
    expect(site.state.requests - before).toBe(3);
    expect(await monitor.read()).toMatchObject({ state: 'up', open_incident: null });
    expect(monitor.notices()).toEqual([]);
    // A failure the retry confirms is an outage.
    site.state.status = 503;
    await jobs.minute();
    await jobs.minute();
    expect(await monitor.read()).toMatchObject({ state: 'down', last_result: { ok: false } });
    expect(monitor.notices()).toEqual(['failing']);
    await monitor.pause();
  });

  it('damps flapping: Down again within 10 min continues the incident without new notices', async () => {
    const site = await target;
    site.state.status = 200;
    const monitor = await watched({ failures_to_down: 1 });
    const jobs = uptimeWorker(uptime.world);
    const flap = async (status: number) => {
      site.state.status = status;
      await jobs.minute();
    };
    await flap(200);
    await flap(503);
    await flap(200);
    expect(monitor.notices()).toEqual(['failing', 'recovered']);
    // Down and Up again a minute after the recovery: the state follows, nobody is told again.
    await flap(503);
    expect((await monitor.read()).state).toBe('down');
    await flap(200);
    await flap(503);
    await flap(200);
    expect((await monitor.read()).state).toBe('up');
    expect(monitor.notices()).toEqual(['failing', 'recovered']);
    expect(await monitor.incidents()).toBe(1);
    // Down again and staying Down for the window: the held notice goes, once.
    for (let minute = 0; minute < 13; minute += 1) await flap(503);
    expect(monitor.notices()).toEqual(['failing', 'recovered', 'failing']);
    await flap(200);
    expect(monitor.notices()).toEqual(['failing', 'recovered', 'failing', 'recovered']);
    // Up for longer than the window: the next outage is a new incident, announced at once.
    for (let minute = 0; minute < 11; minute += 1) await flap(200);
    await flap(503);
    expect(monitor.notices()).toEqual(['failing', 'recovered', 'failing', 'recovered', 'failing']);
    expect(await monitor.incidents()).toBe(2);
    expect((await monitor.read()).open_incident).toMatchObject({ time_resolved: null });
    await monitor.pause();
  });
});
