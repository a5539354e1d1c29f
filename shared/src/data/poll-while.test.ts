import { POLL_MS, pollWhile } from './poll-while';

type Scan = { time_completed: string | null };
const queryOf = (data: Scan | undefined) => ({ state: { data } });

describe('pollWhile', () => {
  const whileRunning = pollWhile<Scan>((scan) => scan?.time_completed === null);

  it('re-reads every 5 s (product.md §9) while the condition holds', () => {
    expect(POLL_MS).toBe(5000);
    expect(whileRunning(queryOf({ time_completed: null }))).toBe(5000);
  });

  it('stops once the condition no longer holds', () => {
    expect(whileRunning(queryOf({ time_completed: '2026-11-25T08:00:00Z' }))).toBe(false);
  });

  it('hands the condition undefined before the first answer', () => {
    const seen: unknown[] = [];
    const poll = pollWhile((data) => {
      seen.push(data);
      return false;
    });
    expect(poll(queryOf(undefined))).toBe(false);
    expect(seen).toEqual([undefined]);
    expect(pollWhile(() => true)(queryOf(undefined))).toBe(5000);
  });
});
