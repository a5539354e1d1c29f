import { MAX_PAYLOAD_CHARS, redactUrl, redactValue, storedPayload } from './redact';

describe('what the API log keeps of a call', () => {
  it('redacts secret fields at any depth, whatever their case', () => {
    expect(
      redactValue({
        name: 'Acme',
        Password: 'p',
        slack: { Token: 't', client_secret: 's', channels: [{ code: 'c', refresh: 'r' }] },
        new_password: 'n',
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
    });
  });

  it('keeps the path and redacts credential-like query values only', () => {
    expect(redactUrl('/v1/ops/log?limit=5&api_key=k&code=c&reset_token=t')).toBe(
      '/v1/ops/log?limit=5&api_key=%5Bredacted%5D&code=%5Bredacted%5D&reset_token=%5Bredacted%5D',
    );
    expect(redactUrl('/v1/ops/site')).toBe('/v1/ops/site');
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
