import { nextRuns, runsWithin, type Timing } from './next-runs';

/**
 * Issue 42, item 1: the cost preview's count of runs is arithmetic, not run-by-run stepping. It
 * must give what stepping through the runs gives: each case is counted both ways, over windows
 * short enough for stepping to be quick.
 */
// A Wednesday in May: no DST change in these zones for the windows below (New York changes in
// March and November), where a shifted run may meet another (runs-in-window.ts).
const FROM = new Date('2026-05-06T10:17:23.456Z');

const timing = (change: Partial<Timing>): Timing => ({
  frequency: null,
  cron: null,
  time: '09:00',
  timezone: 'UTC',
  anchor: new Date('2026-05-06T12:00:00Z'),
  key: '3f0c2a9e-5b1d-4c7e-9a42-1d8e6b0f7c55',
  ...change,
});

/**
 * The runs counted one by one, as the preview did before: the first `counted + 2` runs, of which
 * those in the window. Fewer in the window than counted, or more, and the two disagree.
 */
function stepped(schedule: Timing, days: number, counted: number): number {
  const end = FROM.getTime() + days * 86_400_000;
  const runs = nextRuns(schedule, FROM, counted + 2);
  return runs.filter((run) => run.getTime() <= end).length;
}

const CRONS: [string, number][] = [
  ['0 9 * * 1-5', 30], // weekday mornings
  ['30 2 1,15 * *', 60], // two days of the month
  ['0 0 L * *', 90], // the month's last day
  ['0 12 * * 5L', 90], // its last Friday
  ['0 8 * * 1#2', 90], // its second Monday
  ['0 6 13 * 5', 90], // the 13th or a Friday (both restricted: either)
  ['15 */6 * * *', 10],
  ['*/20 9-17 * * *', 1],
  ['* * * * *', 0.02],
  ['0 0 29 2 *', 90], // never in the window
];

describe.each(['UTC', 'Asia/Kolkata', 'America/New_York'])('counting runs in %s', (timezone) => {
  it.each(CRONS)('%s over %s days: the same as stepping run by run', (cron, days) => {
    const schedule = timing({ cron, timezone });
    const counted = runsWithin(schedule, FROM, days);
    expect(counted).toBe(stepped(schedule, days, counted));
  });

  it.each([
    ['hourly', 1],
    ['daily', 30],
    ['weekly', 30],
    ['monthly', 90],
    ['10-min', 1],
    ['30-min', 2],
  ] as const)('the %s preset over %s days: the same as stepping run by run', (frequency, days) => {
    const schedule = timing({ frequency, timezone });
    const counted = runsWithin(schedule, FROM, days);
    expect(counted).toBe(stepped(schedule, days, counted));
  });
});

it('counts a 1-minute cron over 30 days without stepping: 43,200 runs', () => {
  expect(runsWithin(timing({ cron: '* * * * *' }), FROM, 30)).toBe(43_200);
});
