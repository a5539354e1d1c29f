import type { Scan } from '@vigil/contract';
import { compareA11y, compareLighthouse, compareSecurity } from './scores';

type Source = Pick<Scan, 'lighthouse' | 'security' | 'a11y'>;
const scan = (performance: number, seo = 90, security = 80, rules: string[] = []): Source => ({
  lighthouse: {
    status: 'done',
    scores: { performance, accessibility: 100, best_practices: 100, seo, average: null },
    audits: [],
    error: null,
  },
  security: {
    scores: { headers: 0, https: 0, cookies: 0, mixed_content: 0, average: security },
    audits: [{ id: 'https', group: 'https', passed: security > 50, message: 'served over HTTPS' }],
  },
  a11y: {
    violations: rules.map((id) => ({
      id,
      impact: 'serious',
      description: '',
      help: id,
      help_url: '',
      nodes: [],
    })),
  },
});

describe('score components', () => {
  // Performance swings 70-90 on this page; SEO never moves.
  const history = [70, 90, 80, 75, 85, 78, 88].map((performance) => scan(performance));

  it("lets Lighthouse's usual swing pass and counts a drop beyond the page's spread", () => {
    const swing = compareLighthouse(scan(88), scan(74), history, false)!;
    expect(swing.categories.performance).toMatchObject({ delta: -14, regressed: false });
    expect(swing.categories.performance.spread).toMatchObject({
      method: 'spread',
      samples: 7,
      median: 80,
    });
    expect(swing.score).toBe(100);

    const seoDrop = compareLighthouse(scan(88, 90), scan(88, 70), history, false)!;
    expect(seoDrop.categories.seo).toMatchObject({ delta: -20, counted: -20, regressed: true });
    expect(seoDrop.score).toBe(95); // 100 + (-20 / 4 categories)
  });

  it('judges the same swing with the flat tolerance when asked', () => {
    const flat = compareLighthouse(scan(88), scan(74), history, true)!;
    expect(flat.categories.performance).toMatchObject({
      counted: -14,
      spread: { method: 'flat', allowance: 5 },
    });
    expect(flat.score).toBe(96.5);
  });

  it('skips Lighthouse when a scan has no result, and lists axe rules and security findings', () => {
    expect(compareLighthouse({ ...scan(80), lighthouse: null }, scan(80), [], false)).toBeNull();
    const a11y = compareA11y(
      scan(80, 90, 80, ['label', 'region']),
      scan(80, 90, 80, ['region', 'image-alt']),
    )!;
    expect(a11y).toMatchObject({
      score: 90,
      new: [{ id: 'image-alt', impact: 'serious' }],
      fixed: [{ id: 'label' }],
    });
    const security = compareSecurity(scan(80, 90, 80), scan(80, 90, 40), [], false)!;
    expect(security).toMatchObject({ delta: -40, score: 60, new: [{ id: 'https' }], fixed: [] });
  });
});
