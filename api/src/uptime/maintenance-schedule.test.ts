import {
  activeOccurrence,
  currentOrNextOccurrence,
  occurrencesBetween,
  type WindowTiming,
} from './maintenance-schedule';

const weekly = (extra: Partial<WindowTiming>): WindowTiming => ({
  kind: 'weekly',
  starts_at: null,
  ends_at: null,
  weekdays: ['sun'],
  start_time: '09:00',
  duration_minutes: 60,
  timezone: 'Europe/Berlin',
  ...extra,
});
const at = (iso: string) => new Date(iso);
const onAt = (timing: WindowTiming, iso: string) => activeOccurrence(timing, at(iso)) !== null;

// Berlin moves to summer time on 2027-03-28 at 01:00 UTC and back on 2026-10-25 at 01:00 UTC.
describe('a weekly window in Europe/Berlin', () => {
  it('keeps its local time across the spring change: 08:00 UTC before, 07:00 UTC after', () => {
    const sunday9 = weekly({});
    expect(onAt(sunday9, '2027-03-21T07:59:59Z')).toBe(false);
    expect(onAt(sunday9, '2027-03-21T08:00:00Z')).toBe(true);
    expect(onAt(sunday9, '2027-03-21T08:59:59Z')).toBe(true);
    expect(onAt(sunday9, '2027-03-21T09:00:00Z')).toBe(false);
    expect(onAt(sunday9, '2027-03-28T06:59:59Z')).toBe(false);
    expect(onAt(sunday9, '2027-03-28T07:00:00Z')).toBe(true);
    expect(onAt(sunday9, '2027-03-28T08:00:00Z')).toBe(false);
    expect(onAt(sunday9, '2027-03-27T08:30:00Z')).toBe(false);
  });

  it('keeps its local time across the autumn change', () => {
    const sunday9 = weekly({});
    expect(activeOccurrence(sunday9, at('2026-10-18T07:30:00Z'))).toEqual({
      start: at('2026-10-18T07:00:00Z'),
      end: at('2026-10-18T08:00:00Z'),
    });
    expect(activeOccurrence(sunday9, at('2026-10-25T08:30:00Z'))).toEqual({
      start: at('2026-10-25T08:00:00Z'),
      end: at('2026-10-25T09:00:00Z'),
    });
  });

  it('starts a time the clocks skip as late as the skip (02:30 is 03:30 summer time)', () => {
    expect(
      occurrencesBetween(
        weekly({ start_time: '02:30' }),
        at('2027-03-28T00:00:00Z'),
        at('2027-03-29T00:00:00Z'),
      ),
    ).toEqual([{ start: at('2027-03-28T01:30:00Z'), end: at('2027-03-28T02:30:00Z') }]);
  });

  it('starts a time that happens twice at its first (02:30 summer time)', () => {
    expect(
      occurrencesBetween(
        weekly({ start_time: '02:30' }),
        at('2026-10-25T00:00:00Z'),
        at('2026-10-26T00:00:00Z'),
      ),
    ).toEqual([{ start: at('2026-10-25T00:30:00Z'), end: at('2026-10-25T01:30:00Z') }]);
  });

  it('lasts its minutes of real time over the change, from the day before', () => {
    const overnight = weekly({ weekdays: ['sat'], start_time: '23:00', duration_minutes: 360 });
    expect(onAt(overnight, '2027-03-27T21:59:59Z')).toBe(false);
    expect(onAt(overnight, '2027-03-27T22:00:00Z')).toBe(true);
    expect(onAt(overnight, '2027-03-28T03:59:59Z')).toBe(true);
    expect(onAt(overnight, '2027-03-28T04:00:00Z')).toBe(false);
  });

  it('names the next occurrence, or the one on now', () => {
    const twice = weekly({ weekdays: ['tue', 'sun'] });
    // 2027-03-24 is a Wednesday: next is Sunday the 28th, in summer time.
    expect(currentOrNextOccurrence(twice, at('2027-03-24T12:00:00Z'))).toEqual({
      start: at('2027-03-28T07:00:00Z'),
      end: at('2027-03-28T08:00:00Z'),
    });
    expect(currentOrNextOccurrence(twice, at('2027-03-23T08:30:00Z'))?.start).toEqual(
      at('2027-03-23T08:00:00Z'),
    );
  });
});

describe('a one-off window', () => {
  const once: WindowTiming = {
    ...weekly({}),
    kind: 'once',
    starts_at: at('2026-12-05T22:00:00Z'),
    ends_at: at('2026-12-06T02:00:00Z'),
  };

  it('is on from its start to just before its end, and has no next once over', () => {
    expect(onAt(once, '2026-12-05T21:59:59Z')).toBe(false);
    expect(onAt(once, '2026-12-05T22:00:00Z')).toBe(true);
    expect(onAt(once, '2026-12-06T02:00:00Z')).toBe(false);
    expect(currentOrNextOccurrence(once, at('2026-12-01T00:00:00Z'))?.start).toEqual(
      once.starts_at,
    );
    expect(currentOrNextOccurrence(once, at('2026-12-06T02:00:00Z'))).toBeNull();
  });
});
