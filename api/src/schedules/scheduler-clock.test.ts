import { loadEnv } from '../env';
import { schedulerClock } from './scheduler';

describe('the scheduler test clock (VIGIL_SCHEDULER_CLOCK)', () => {
  const realStart = Date.now();
  const spec = `${Date.UTC(2026, 2, 29, 0, 0)},${realStart},30`;

  it('is refused outside tests: the process does not start with a clock that lies', () => {
    expect(() => loadEnv({ VIGIL_SCHEDULER_CLOCK: spec })).toThrow(
      'VIGIL_SCHEDULER_CLOCK: a test clock, accepted only with NODE_ENV=test (unset it)',
    );
    expect(() => loadEnv({ VIGIL_SCHEDULER_CLOCK: spec, NODE_ENV: 'production' })).toThrow(
      'VIGIL_SCHEDULER_CLOCK',
    );
  });

  it('runs from its fake start at its speed in a test process', () => {
    const env = loadEnv({ VIGIL_SCHEDULER_CLOCK: spec, NODE_ENV: 'test' });
    const now = schedulerClock(env.VIGIL_SCHEDULER_CLOCK)().getTime();
    const elapsedReal = Date.now() - realStart;
    expect(now).toBeGreaterThanOrEqual(Date.UTC(2026, 2, 29, 0, 0));
    expect(now).toBeLessThanOrEqual(Date.UTC(2026, 2, 29, 0, 0) + (elapsedReal + 50) * 30);
  });

  it('is the real clock when unset', () => {
    const env = loadEnv({});
    expect(
      Math.abs(schedulerClock(env.VIGIL_SCHEDULER_CLOCK)().getTime() - Date.now()),
    ).toBeLessThan(1000);
  });
});
