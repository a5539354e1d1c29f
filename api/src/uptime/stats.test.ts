import { withTeamApp, type TeamApp } from '../../test/harness';
import type { CheckOutcome } from './http-check';
import { addToHourly, insertResult } from './repository-checks';
import { insertIncident, resolveOpenIncident } from './repository-incidents';
import { caller, otherTeamsMonitor, withoutMonitorLimit } from './testing/uptime-world';

let world: TeamApp;
let theirs: { monitorId: string };
withTeamApp(async (ready) => {
  world = ready;
  await withoutMonitorLimit(ready);
  theirs = { monitorId: (await otherTeamsMonitor(ready, 60)).monitorId };
});

const call = caller(() => world);
const HOUR = 3_600_000;
/**
 * The start of the hour `hoursAgo` before the one the file started in: fixed, so a test that
 * runs across the turn of an hour still names the same hours (the buckets are matched by start).
 */
const thisHour = Math.floor(Date.now() / HOUR) * HOUR;
const hourStart = (hoursAgo: number) => new Date(thisHour - hoursAgo * HOUR);

/** A monitor made `hours` ago (its creation is when its first slot fell due). */
async function monitorMadeAgo(name: string, hours: number) {
  const made = await call('POST', '/v1/ops/monitor', {
    name,
    kind: 'http',
    url: 'https://example.com/',
    interval_seconds: 60,
  });
  await world.t.db.query('UPDATE monitors SET time_created = $2 WHERE id = $1', [
    made.body.id,
    hourStart(hours),
  ]);
  return made.body.id as string;
}

/** Records a check as the checker does: its raw result and its hour's aggregate. */
async function checked(id: string, at: Date, ms: number, ok = true) {
  const outcome: CheckOutcome = {
    ok,
    statusCode: ok ? 200 : 503,
    ms,
    errorClass: ok ? null : 'status',
    error: ok ? null : 'answered 503',
  };
  await insertResult(world.t.db, id, at, at, outcome);
  await addToHourly(world.t.db, id, at, outcome);
}

const minutesInto = (hour: Date, minutes: number) => new Date(hour.getTime() + minutes * 60_000);
const bucketAt = (buckets: { start: string }[], hour: Date) =>
  buckets.find((bucket) => bucket.start === hour.toISOString());

describe('GET /v1/ops/monitor/{id}/stats', () => {
  it('answers each hour of 24 h with its checks, failures, uptime, p50 and p95', async () => {
    const id = await monitorMadeAgo('Shop', 5);
    const hour = hourStart(3);
    for (const [i, ms] of [100, 200, 300, 400, 1000].entries())
      await checked(id, minutesInto(hour, i + 1), ms);
    // A failure counts against uptime but its time (a timeout's, say) is not the site's speed.
    await checked(id, minutesInto(hour, 10), 5000, false);
    const answer = await call('GET', `/v1/ops/monitor/${id}/stats?period=24h`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ period: '24h', bucket_seconds: 3600 });
    expect(answer.body.buckets).toHaveLength(24);
    expect(bucketAt(answer.body.buckets, hour)).toEqual({
      start: hour.toISOString(),
      checks: 6,
      failures: 1,
      uptime: 83.333,
      p50_ms: 300,
      p95_ms: 880,
      gap: false,
    });
    expect(answer.body.uptime).toBe(83.333);
    // Before the monitor existed nothing was due: empty, not a gap.
    expect(bucketAt(answer.body.buckets, hourStart(10))).toMatchObject({
      checks: 0,
      uptime: null,
      p50_ms: null,
      gap: false,
    });
  });

  it('shows an hour whose checks were due but never ran as a gap, never as downtime', async () => {
    const id = await monitorMadeAgo('Blog', 6);
    for (const hoursAgo of [6, 5, 2, 1, 0])
      await checked(id, minutesInto(hourStart(hoursAgo), 0), 50);
    const { body } = await call('GET', `/v1/ops/monitor/${id}/stats`);
    expect(body.period).toBe('24h');
    for (const hoursAgo of [4, 3])
      expect(bucketAt(body.buckets, hourStart(hoursAgo))).toMatchObject({
        checks: 0,
        failures: 0,
        uptime: null,
        gap: true,
      });
    for (const hoursAgo of [5, 2])
      expect(bucketAt(body.buckets, hourStart(hoursAgo))).toMatchObject({ checks: 1, gap: false });
    expect(body.uptime).toBe(100);
  });

  it('answers 7 d by the hour and 30 d by the day', async () => {
    const id = await monitorMadeAgo('Docs', 3);
    await checked(id, minutesInto(hourStart(2), 0), 120);
    await checked(id, minutesInto(hourStart(1), 0), 80, false);
    const week = await call('GET', `/v1/ops/monitor/${id}/stats?period=7d`);
    expect(week.body).toMatchObject({ bucket_seconds: 3600, uptime: 50 });
    expect(week.body.buckets).toHaveLength(168);
    const month = await call('GET', `/v1/ops/monitor/${id}/stats?period=30d`);
    expect(month.body).toMatchObject({ bucket_seconds: 86_400, uptime: 50 });
    expect(month.body.buckets).toHaveLength(30);
    const days = month.body.buckets.filter((bucket: { checks: number }) => bucket.checks > 0);
    const sum = days.reduce(
      (total: number, bucket: { checks: number }) => total + bucket.checks,
      0,
    );
    expect(sum).toBe(2);
    expect(month.body.buckets.at(-1).start).toMatch(/T00:00:00\.000Z$/);
  });

  it('refuses a period it does not know with the reason and the field', async () => {
    const id = await monitorMadeAgo('Api', 1);
    const answer = await call('GET', `/v1/ops/monitor/${id}/stats?period=1y`);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ reason: 'period: must be 24h, 7d or 30d', field: 'period' });
  });

  it("answers 404 for another team's monitor", async () => {
    for (const path of ['stats?period=24h', 'incidents'])
      expect((await call('GET', `/v1/ops/monitor/${theirs.monitorId}/${path}`)).status).toBe(404);
  });
});

describe('GET /v1/ops/monitor/{id}/incidents', () => {
  it('lists the incidents newest first, a page at a time', async () => {
    const id = await monitorMadeAgo('Checkout', 5);
    await insertIncident(world.t.db, id, hourStart(4), 'answered 503', null as unknown as string);
    await resolveOpenIncident(world.t.db, id, hourStart(3));
    await insertIncident(world.t.db, id, hourStart(1), 'timed out', null as unknown as string);
    const first = await call('GET', `/v1/ops/monitor/${id}/incidents?limit=1`);
    expect(first.body).toMatchObject({
      count: 2,
      next: expect.stringContaining('offset=1'),
      results: [
        { time_started: hourStart(1).toISOString(), time_resolved: null, error: 'timed out' },
      ],
    });
    const second = await call('GET', `/v1/ops/monitor/${id}/incidents?limit=1&offset=1`);
    expect(second.body.results).toEqual([
      {
        id: expect.any(String),
        time_started: hourStart(4).toISOString(),
        time_resolved: hourStart(3).toISOString(),
        error: 'answered 503',
        issue_id: null,
      },
    ]);
  });
});
