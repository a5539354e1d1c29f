import fc from 'fast-check';
import { Browser, signUpWithTeam, startTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let browser: Browser;
let me: Awaited<ReturnType<typeof signUpWithTeam>>['session'];
beforeAll(async () => {
  t = await startTestApp();
  browser = new Browser(t.app);
  me = (await signUpWithTeam(browser)).session;
});
afterAll(() => t.close());

const rowCount = async () =>
  (await t.db.query<{ count: number }>('SELECT count(*)::int AS count FROM api_logs'))[0]!.count;

/** Rows are written just after the response: wait until `count` are there. */
async function rowsReach(count: number) {
  for (let attempt = 0; attempt < 100 && (await rowCount()) < count; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return rowCount();
}

describe('recording API key calls, whatever they carry', () => {
  it('never fails a call and always writes its row (NUL characters, deep nesting, odd text)', async () => {
    let calls = await rowCount();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/v1/ops/site', '/v1/auth/account', '/v1/ops/scan', '/v1/nowhere'),
        fc.oneof(
          fc.jsonValue({ maxDepth: 4 }),
          fc.string({ unit: 'binary' }).map((text) => ({ password: text, note: `${text}\u0000` })),
          fc
            .integer({ min: 40, max: 2000 })
            .map((depth) => JSON.parse('['.repeat(depth) + ']'.repeat(depth)) as unknown),
        ),
        async (path, body) => {
          const answer = await browser.post(`${path}?token=x&q=\u0000`, body, {
            apiToken: me.api_token,
          });
          expect(answer.status).toBeLessThan(500);
          calls += 1;
        },
      ),
      { numRuns: 40 },
    );
    expect(await rowsReach(calls)).toBe(calls);
  });

  it('answers 400, never 500, to any filter', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string(), fc.string(), async (status, method) => {
        const query = new URLSearchParams({ status, method }).toString();
        const answer = await browser.get(`/v1/ops/log?${query}`, { token: me.token });
        expect([200, 400]).toContain(answer.status);
      }),
      { numRuns: 60 },
    );
  });
});
