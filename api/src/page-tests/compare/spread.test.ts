import { gate, spreadOf } from './spread';

describe('noise-aware gating', () => {
  // A page whose performance score swings by about 8 points from run to run.
  const noisy = [82, 90, 86, 78, 88, 84, 91, 80];

  it('lets a drop inside the page’s own spread pass, and says which spread it used', () => {
    const spread = spreadOf(noisy, 5);
    expect(spread).toEqual({ method: 'spread', samples: 8, median: 85, mad: 4, allowance: 17.79 });
    expect(gate(90, 81, spread)).toMatchObject({ delta: -9, counted: 0, regressed: false });
  });

  it('counts a drop beyond the spread in full', () => {
    expect(gate(90, 60, spreadOf(noisy, 5))).toMatchObject({
      delta: -30,
      counted: -30,
      regressed: true,
    });
  });

  it('falls back to the flat tolerance without enough history, or when asked', () => {
    expect(spreadOf([80, 81], 5)).toMatchObject({ method: 'flat', allowance: 5, samples: 2 });
    expect(spreadOf(noisy, 5, true)).toMatchObject({ method: 'flat', allowance: 5 });
    expect(gate(90, 84, spreadOf([], 5))).toMatchObject({ counted: -6, regressed: true });
  });

  it('keeps a minimum allowance for a score that never moved, and ignores gains', () => {
    const steady = spreadOf([100, 100, 100, 100, 100], 5);
    expect(steady.allowance).toBe(1);
    expect(gate(100, 99, steady).regressed).toBe(false);
    expect(gate(100, 98, steady).regressed).toBe(true);
    expect(gate(70, 95, steady)).toMatchObject({ delta: 25, counted: 0 });
  });
});
