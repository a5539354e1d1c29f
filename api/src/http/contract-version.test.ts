import { CONTRACT_VERSION_HEADER } from '@vigil/contract';
import { contractSourceVersion } from '@vigil/contract/source-version';
import { signUpWithTeam, useTestApp, type Browser } from '../../test/harness';

const world = useTestApp();

type Answer = Awaited<ReturnType<Browser['get']>>;
const namedContract = (answer: Answer) => answer.response.headers[CONTRACT_VERSION_HEADER];

describe('each answer names the contract its response schema was checked with (decision 014)', () => {
  it("a team's answers, one and a list: the contract's version of these very sources", async () => {
    const { session } = await signUpWithTeam(world.browser);
    const account = await world.browser.get('/v1/auth/account', { token: session.token });
    const sites = await world.browser.get('/v1/ops/site?limit=10&offset=0', {
      token: session.token,
    });
    const metrics = await world.browser.get('/v1/ops/metrics/home', { token: session.token });
    expect([account.status, sites.status, metrics.status]).toEqual([200, 200, 200]);
    expect([account, sites, metrics].map(namedContract)).toEqual(
      Array(3).fill(contractSourceVersion()),
    );
  });

  it('an error names none: its body is no answer of the schema', async () => {
    const { session } = await signUpWithTeam(world.browser);
    const unsigned = await world.browser.get('/v1/auth/account');
    const badQuery = await world.browser.get('/v1/ops/site?limit=abc', { token: session.token });
    const missing = await world.browser.get('/v1/ops/site/00000000-0000-4000-8000-000000000000', {
      token: session.token,
    });
    expect([unsigned.status, badQuery.status, missing.status]).toEqual([401, 400, 404]);
    expect([unsigned, badQuery, missing].map(namedContract)).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });
});
