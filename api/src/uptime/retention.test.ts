import { withTeamApp, type TeamApp } from '../../test/harness';
import { purgeUptime } from './jobs';

let world: TeamApp;
withTeamApp((ready) => (world = ready));

const DAY = 86_400_000;

describe('uptime retention', () => {
  it("deletes results past the plan's retention and aggregates past 13 months, keeping the rest", async () => {
    const { db } = world.t;
    const [monitor] = await db.query<{ id: string }>(
      `INSERT INTO monitors (account_id, name, kind, url, interval_seconds)
       VALUES ($1, 'Shop', 'http', 'https://example.com/', 60) RETURNING id`,
      [world.team.id],
    );
    const now = new Date('2026-12-02T12:00:00Z');
    // The free plan keeps 15 days of results.
    for (const days of [1, 14, 16, 30]) {
      const at = new Date(now.getTime() - days * DAY);
      await db.query(
        `INSERT INTO monitor_results (monitor_id, due_at, time_checked, ok) VALUES ($1, $2, $2, true)`,
        [monitor!.id, at],
      );
      await db.query(`INSERT INTO monitor_hourly (monitor_id, hour, checks) VALUES ($1, $2, 1)`, [
        monitor!.id,
        at,
      ]);
    }
    await db.query(`INSERT INTO monitor_hourly (monitor_id, hour, checks) VALUES ($1, $2, 1)`, [
      monitor!.id,
      new Date(now.getTime() - 400 * DAY),
    ]);

    expect(await purgeUptime(db, now)).toBe(3);
    const kept = await db.query<{ time_checked: Date }>(
      'SELECT time_checked FROM monitor_results ORDER BY time_checked DESC',
    );
    expect(
      kept.map((row) => Math.round((now.getTime() - row.time_checked.getTime()) / DAY)),
    ).toEqual([1, 14]);
    const hours = await db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM monitor_hourly',
    );
    expect(hours[0]!.count).toBe(4);
  });
});
