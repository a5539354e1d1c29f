import { a11yScore, logsScore, overallScore } from './score';
import { securityChecks } from './security';

const hardened = {
  'content-security-policy': "default-src 'self'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin',
};

describe('security checks', () => {
  it('judges HSTS and mixed content on HTTPS pages', () => {
    const result = securityChecks({
      finalUrl: 'https://shop.example/',
      headers: { ...hardened, 'strict-transport-security': 'max-age=0' },
      setCookies: ['a=1; Secure; HttpOnly; SameSite=Strict'],
      insecureRequests: ['http://cdn.example/x.js', 'http://cdn.example/x.js'],
    });
    const failed = result.audits.filter((a) => !a.passed).map((a) => a.id);
    expect(failed).toEqual(['strict-transport-security', 'mixed-content']);
    expect(result.audits.find((a) => a.id === 'mixed-content')?.message).toBe(
      '1 resource(s) over plain HTTP: http://cdn.example/x.js',
    );
    expect(result.scores).toEqual({
      headers: 80,
      https: 100,
      cookies: 100,
      mixed_content: 0,
      average: 70,
    });
  });

  it('accepts frame-ancestors in place of X-Frame-Options and a page without cookies', () => {
    const { 'x-frame-options': _, ...headers } = hardened;
    const result = securityChecks({
      finalUrl: 'https://shop.example/',
      headers: {
        ...headers,
        'content-security-policy': "frame-ancestors 'none'",
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
      },
      setCookies: [],
      insecureRequests: [],
    });
    expect(result.audits.every((a) => a.passed)).toBe(true);
    expect(result.scores.average).toBe(100);
  });
});

describe('scores', () => {
  it('weighs axe impacts and console errors, and averages the components that ran', () => {
    expect(a11yScore([{ impact: 'critical' }, { impact: 'minor' }])).toBe(83);
    expect(logsScore([{ level: 'error' }, { level: 'warning' }, { level: 'log' }])).toBe(87);
    const security = securityChecks({
      finalUrl: 'https://a.example/',
      headers: { ...hardened, 'strict-transport-security': 'max-age=1' },
      setCookies: [],
      insecureRequests: [],
    });
    const base = { a11y: { violations: [] }, security, logs: [] };
    expect(overallScore({ ...base, lighthouse: null })).toBe(100);
    const lighthouse = {
      status: 'done' as const,
      scores: { performance: 60, accessibility: 60, best_practices: 60, seo: 60, average: 60 },
      audits: [],
      error: null,
    };
    expect(overallScore({ ...base, lighthouse })).toBe(90);
  });
});
