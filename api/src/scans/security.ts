import type { Scan } from '@vigil/contract';

type SecurityResult = NonNullable<Scan['security']>;
type Audit = SecurityResult['audits'][number];

interface SecurityInput {
  /** The URL the page ended on (after redirects). */
  finalUrl: string;
  headers: Record<string, string>;
  setCookies: string[];
  insecureRequests: string[];
}

const percent = (audits: Audit[]) =>
  audits.length === 0
    ? 100
    : Math.round((100 * audits.filter((a) => a.passed).length) / audits.length);

function headerAudits(https: boolean, headers: Record<string, string>): Audit[] {
  const csp = headers['content-security-policy'] ?? '';
  const frameOptions = (headers['x-frame-options'] ?? '').toLowerCase();
  const hsts = headers['strict-transport-security'] ?? '';
  const audits: Audit[] = [
    {
      id: 'content-security-policy',
      group: 'headers',
      passed: csp.trim() !== '',
      message: csp ? 'Content-Security-Policy is set' : 'No Content-Security-Policy header',
    },
    {
      id: 'x-content-type-options',
      group: 'headers',
      passed: (headers['x-content-type-options'] ?? '').toLowerCase().trim() === 'nosniff',
      message: 'X-Content-Type-Options should be "nosniff"',
    },
    {
      id: 'frame-options',
      group: 'headers',
      passed: ['deny', 'sameorigin'].includes(frameOptions.trim()) || /frame-ancestors/i.test(csp),
      message: 'X-Frame-Options (DENY or SAMEORIGIN) or CSP frame-ancestors against clickjacking',
    },
    {
      id: 'referrer-policy',
      group: 'headers',
      passed: (headers['referrer-policy'] ?? '').trim() !== '',
      message: 'Referrer-Policy should be set',
    },
  ];
  // HSTS means nothing on plain HTTP (browsers ignore it there); the https audit covers that.
  if (https) {
    const maxAge = /max-age\s*=\s*"?(\d+)/i.exec(hsts)?.[1];
    audits.push({
      id: 'strict-transport-security',
      group: 'headers',
      passed: maxAge !== undefined && Number(maxAge) > 0,
      message: 'Strict-Transport-Security with a max-age above 0',
    });
  }
  return audits;
}

function cookieAudits(https: boolean, setCookies: string[]): Audit[] {
  const audits: Audit[] = [];
  for (const line of setCookies) {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    const name = pair.split('=')[0] ?? '';
    const has = (flag: string) =>
      attributes.some((attribute) => attribute.toLowerCase().startsWith(flag));
    const flags: [string, boolean][] = [
      ['Secure', has('secure')],
      ['HttpOnly', has('httponly')],
      ['SameSite', has('samesite')],
    ];
    for (const [flag, present] of flags) {
      audits.push({
        id: `cookie-${flag.toLowerCase()}`,
        group: 'cookies',
        passed: present,
        message: present
          ? `Cookie "${name}" is ${flag}`
          : `Cookie "${name}" lacks the ${flag} flag${flag === 'Secure' && !https ? ' (and the page is not on HTTPS)' : ''}`,
      });
    }
  }
  return audits;
}

/** Security checks of one page from its response headers, scheme, cookies and sub-requests. */
export function securityChecks(input: SecurityInput): SecurityResult {
  const https = input.finalUrl.startsWith('https://');
  const headers = headerAudits(https, input.headers);
  const httpsAudit: Audit = {
    id: 'https',
    group: 'https',
    passed: https,
    message: https ? 'The page is served over HTTPS' : 'The page is not served over HTTPS',
  };
  const cookies = cookieAudits(https, input.setCookies);
  // Mixed content exists only on an HTTPS page.
  const mixed = https ? [...new Set(input.insecureRequests)] : [];
  const mixedAudit: Audit = {
    id: 'mixed-content',
    group: 'mixed_content',
    passed: mixed.length === 0,
    message:
      mixed.length === 0
        ? 'No resources loaded over plain HTTP'
        : `${mixed.length} resource(s) over plain HTTP: ${mixed.slice(0, 5).join(', ')}`,
  };
  const scores = {
    headers: percent(headers),
    https: httpsAudit.passed ? 100 : 0,
    cookies: percent(cookies),
    mixed_content: mixedAudit.passed ? 100 : 0,
  };
  const average = Math.round(
    (scores.headers + scores.https + scores.cookies + scores.mixed_content) / 4,
  );
  return {
    scores: { ...scores, average },
    audits: [...headers, httpsAudit, ...cookies, mixedAudit],
  };
}
