import { uptimeWorker, useUptimeWorld } from './testing/uptime-world';

const uptime = useUptimeWorld();
const { target, call } = uptime;

/** A watched monitor, the worker's clock, and maintenance windows over the monitor. */
async function watched() {
  const monitor = await uptime.watchedMonitor();
  const { id } = monitor;
  const jobs = uptimeWorker(uptime.world);
  const site = await target;
  return {
    ...monitor,
    jobs,
    /** Answers `status` for the next minute's check. */
    minute: async (status: number) => {
      site.state.status = status;
      await jobs.minute();
    },
    /** A one-off window over this monitor from `from` to `to` minutes of the worker's clock. */
    window: async (from: number, to: number) => {
      const at = (minutes: number) =>
        new Date(jobs.clock().getTime() + minutes * 60_000).toISOString();
      const made = await call('POST', '/v1/ops/maintenance', {
        title: 'Deploy',
        kind: 'once',
        starts_at: at(from),
        ends_at: at(to),
        monitor_ids: [id],
      });
      expect(made.status).toBe(201);
    },
    pause: () => call('PATCH', `/v1/ops/monitor/${id}`, { paused: true }),
  };
}

describe('during a maintenance window', () => {
  it('goes Down without a notice, and sends one down notice if still Down after it', async () => {
    const monitor = await watched();
    await monitor.minute(200);
    // The window covers the next four checks (minutes 1 to 4).
    await monitor.window(-0.5, 3.5);
    for (let minute = 1; minute <= 4; minute += 1) await monitor.minute(503);
    expect(await monitor.read()).toMatchObject({
      state: 'down',
      open_incident: { error: expect.any(String) },
    });
    expect(monitor.notices()).toEqual([]);
    // Still Down at the first check after the window: the down notice, once.
    await monitor.minute(503);
    await monitor.minute(503);
    expect(monitor.notices()).toEqual(['failing']);
    await monitor.minute(200);
    expect(monitor.notices()).toEqual(['failing', 'recovered']);
    // Counted: minutes 0, 5, 6 and 7 (two failures of four); not the window's four failures.
    expect((await monitor.read()).uptime.day).toBe(50);
    const results = await call('GET', `/v1/ops/monitor/${monitor.id}/results?limit=100`);
    expect(results.body.count).toBe(8);
    await monitor.pause();
  });

  it('sends nothing, then or later, for an outage that ends inside the window', async () => {
    const monitor = await watched();
    await monitor.minute(200);
    await monitor.window(-0.5, 5.5);
    for (let minute = 1; minute <= 3; minute += 1) await monitor.minute(503);
    expect((await monitor.read()).state).toBe('down');
    await monitor.minute(200);
    for (let minute = 5; minute <= 8; minute += 1) await monitor.minute(200);
    expect(await monitor.read()).toMatchObject({ state: 'up', open_incident: null });
    expect(monitor.notices()).toEqual([]);
    // The window's failures are not downtime: every counted check passed.
    expect((await monitor.read()).uptime.day).toBe(100);
    await monitor.pause();
  });

  it('holds the recovery of an outage announced before the window', async () => {
    const monitor = await watched();
    await monitor.minute(503);
    await monitor.minute(503);
    expect(monitor.notices()).toEqual(['failing']);
    await monitor.window(-0.5, 2.5);
    await monitor.minute(503);
    await monitor.minute(200);
    for (let minute = 4; minute <= 5; minute += 1) await monitor.minute(200);
    expect((await monitor.read()).state).toBe('up');
    expect(monitor.notices()).toEqual(['failing']);
    await monitor.pause();
  });
});
