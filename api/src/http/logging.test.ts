import { Writable } from 'node:stream';
import { Browser, signUp, startTestApp } from '../../test/harness';

describe('request logs', () => {
  it('carry request ids and never a password, token or query string', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const t = await startTestApp({ LOG_LEVEL: 'info' }, { logStream });
    try {
      const browser = new Browser(t.app);
      const session = await signUp(browser, { password: 'very secret words' });
      await browser.post('/v1/auth/login/', {
        email: session.user.email,
        password: 'very secret words',
      });
      await browser.get('/v1/auth/account?token=leaky-query-value', { token: session.token });

      const log = lines.join('');
      expect(lines.length).toBeGreaterThan(4);
      expect(lines.every((line) => typeof JSON.parse(line).reqId === 'string')).toBe(true);
      for (const secret of [
        'very secret words',
        session.token,
        session.refresh,
        session.api_token,
        'leaky-query-value',
      ]) {
        expect(log).not.toContain(secret);
      }
      expect(log).toContain('/v1/auth/account');
    } finally {
      await t.close();
    }
  });
});
