import { MAX_PAYLOAD_CHARS, redactUrl, redactValue, storedPayload } from './redact';

describe('what the API log keeps of a call', () => {
  it('redacts secret fields at any depth, whatever their case', () => {
    expect(
      redactValue({
        name: 'Acme',
        Password: 'p',
        slack: { Token: 't', client_secret: 's', channels: [{ code: 'c', refresh: 'r' }] },
        new_password: 'n',
        webhook_url: 'https://hooks.slack.com/services/T1/B1/xyz',
      }),
    ).toEqual({
      name: 'Acme',
      Password: '[redacted]',
      slack: {
        Token: '[redacted]',
        client_secret: '[redacted]',
        channels: [{ code: '[redacted]', refresh: '[redacted]' }],
      },
      new_password: '[redacted]',
      webhook_url: '[redacted]',
    });
  });

  it('redacts by rule: any credential-like name, and any token- or key-like string, anywhere', () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJlLXBhcnQ';
    const vigilKey = 'Q3kX9_vR2mT8pL1zN5wB7cY4hJ6dF0sA-gE3uK8i';
    expect(
      redactValue({
        access: jwt,
        accessToken: 'a',
        'X-Api-Key': 'k',
        sessionid: 's',
        Set_Cookie: 'c',
        Authorization: 'z',
        otp_code: 123456,
        deep: [{ note: `sent with Bearer ${vigilKey} yesterday`, copied: vigilKey, jwt_like: jwt }],
        remember_token: true,
        secret_question: null,
      }),
    ).toEqual({
      access: '[redacted]',
      accessToken: '[redacted]',
      'X-Api-Key': '[redacted]',
      sessionid: '[redacted]',
      Set_Cookie: '[redacted]',
      Authorization: '[redacted]',
      otp_code: '[redacted]',
      deep: [{ note: '[redacted]', copied: '[redacted]', jwt_like: '[redacted]' }],
      remember_token: true,
      secret_question: null,
    });
  });

  it('keeps ordinary fields and values: scores, ids, URLs, hashes, prose', () => {
    const kept = {
      accessibility: 91,
      keyword: 'pricing',
      author: 'Ada',
      id: '3f0c1a52-7c59-4d3e-9a57-2b1f0a6a2a11',
      fingerprint: 'a'.repeat(64),
      site_url: 'https://Example.com/Blog/Post2024WithAVeryLongSlugIndeed',
      path: '/v1/ops/site/3f0c1a52-7c59-4d3e-9a57-2b1f0a6a2a11/Crawl2024Abcdefghijkl',
      title: 'A token of our appreciation, with a key insight',
    };
    expect(redactValue(kept)).toEqual(kept);
  });

  it('keeps the path and redacts credential-like query values only', () => {
    expect(redactUrl('/v1/ops/log?limit=5&api_key=k&code=c&reset_token=t')).toBe(
      '/v1/ops/log?limit=5&api_key=%5Bredacted%5D&code=%5Bredacted%5D&reset_token=%5Bredacted%5D',
    );
    expect(redactUrl('/v1/ops/site')).toBe('/v1/ops/site');
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJlLXBhcnQ';
    expect(redactUrl(`/v1/ops/site?sessionId=s&next=${jwt}&page=2`)).toBe(
      '/v1/ops/site?sessionId=%5Bredacted%5D&next=%5Bredacted%5D&page=2',
    );
  });

  it('survives bodies nested past any sane depth and cuts long ones', () => {
    let deep: unknown = { password: 'p' };
    for (let i = 0; i < 10_000; i += 1) deep = [deep];
    expect(storedPayload(deep).text).toContain('[too deep]');
    const long = storedPayload({ text: 'x'.repeat(MAX_PAYLOAD_CHARS) });
    expect(long).toEqual({ text: expect.any(String), truncated: true });
    expect(long.text).toHaveLength(MAX_PAYLOAD_CHARS);
    expect(storedPayload(undefined)).toEqual({ text: null, truncated: false });
  });
});
