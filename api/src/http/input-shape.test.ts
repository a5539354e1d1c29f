import { type Browser, withTeamApp } from '../../test/harness';
import { MAX_INPUT_DEPTH } from './input-shape';

let browser: Browser;
let token: string;
withTeamApp((app) => ({ browser, token } = app));

const nested = (depth: number, inner: unknown = 1): unknown => {
  let value = inner;
  for (let i = 0; i < depth; i += 1) value = [value];
  return value;
};

// A deep body used to overflow the stack of the NUL check (a 500), before signing in.
describe('a deeply nested body', () => {
  it.each([
    ['/v1/auth/login/', undefined],
    ['/v1/ops/site', 'member'],
    ['/v1/ops/issue', 'member'],
  ])('is refused with 400 and a reason on %s', async (path, who) => {
    // Written as text: JSON.stringify itself cannot write a value this deep.
    const depth = 100_000;
    const body = `{"email":"a@example.com","password":"x","title":"t","extra":${'['.repeat(depth)}1${']'.repeat(depth)}}`;
    const answer = await browser.post(path, body, {
      ...(who ? { token } : {}),
      headers: { 'content-type': 'application/json' },
    });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain(`nested deeper than ${MAX_INPUT_DEPTH} levels`);
  });

  it('still finds a NUL character at the deepest allowed level, and accepts what is not deeper', async () => {
    const deepNul = { site_url: 'https://nul.example', page_urls: null, x: nested(30, 'a\u0000') };
    expect((await browser.post('/v1/ops/site', deepNul, { token })).status).toBe(400);
    const fine = { site_url: 'https://deep.example', page_urls: null, x: nested(30) };
    expect((await browser.post('/v1/ops/site', fine, { token })).status).toBe(201);
  });
});
