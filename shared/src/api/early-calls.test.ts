/**
 * @jest-environment node
 */
// Node's environment, not jsdom: early calls use fetch, which jsdom lacks; Node's is a real one,
// so every request here crosses real HTTP to a real server.
import { teamQuery } from '../data/account/get-team';
import { homeMetricsQuery } from '../data/metrics/get-home-metrics';
import { queryClient } from '../data/query-client';
import { sendShellCallsEarly } from '../data/shell-calls';
import { siteListQuery } from '../data/sites/list-sites';
import { appStore } from '../store/app-store';
import { signIn } from '../store/session';
import { metricsAtom } from '../store/slices';
import { type FakeRoute, type FakeReply, startFakeApi } from '../testing/fake-api-server';
import { sessionFixture, slicesFixture } from '../testing/fixtures';
import { configureApi } from './api-access';
import { call } from './call';
import {
  EARLY_ANSWER_LIFETIME_MS,
  TOGETHER_WAIT_MS,
  forgetEarlyAnswers,
  sendEarly,
} from './early-calls';
import type * as LoadContract from '../contract/load-contract';

/** How often a call asked for the contract (its schemas). */
let mockContractAsked = 0;
jest.mock('../contract/load-contract', () => {
  const actual = jest.requireActual<typeof LoadContract>('../contract/load-contract');
  return { ...actual, loadContract: () => ((mockContractAsked += 1), actual.loadContract()) };
});

const { metrics, siteData, team } = slicesFixture();
const ANSWERS: Record<string, unknown> = {
  '/v1/ops/metrics/home': metrics,
  '/v1/ops/site': siteData,
  '/v1/auth/account': team,
};
const answer = (path: string): FakeReply => ({ status: 200, json: ANSWERS[path.split('?')[0]!] });

let server: Awaited<ReturnType<typeof startFakeApi>>;
let route: FakeRoute;

/** Polls until `done()` holds (Testing Library's waitFor needs a DOM). */
async function until(done: () => boolean) {
  for (let waited = 0; !done(); waited += 10) {
    if (waited > 3000) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

beforeAll(async () => {
  server = await startFakeApi((request) => route(request));
  configureApi({ apiBase: server.url });
});
afterAll(() => server.close());
beforeEach(() => {
  queryClient.clear();
  forgetEarlyAnswers();
  server.seen.length = 0;
  route = (request) => answer(request.path);
  mockContractAsked = 0;
  appStore.set(metricsAtom, null); // no stored figures: a first load after sign-in
  signIn(sessionFixture());
});
afterEach(() => jest.restoreAllMocks());

describe('early calls', () => {
  it("answers the shell's three queries with the GETs sent at start-up: one request each", async () => {
    sendShellCallsEarly();
    await until(() => server.seen.length === 3);
    expect(server.seen.map((request) => request.path).sort()).toEqual([
      '/v1/auth/account',
      '/v1/ops/metrics/home',
      '/v1/ops/site?limit=10&offset=0',
    ]);
    expect(server.seen.map((request) => request.headers.authorization)).toEqual(
      Array(3).fill('Bearer access-1'),
    );

    await expect(queryClient.fetchQuery(homeMetricsQuery())).resolves.toEqual(metrics);
    await expect(queryClient.fetchQuery(siteListQuery(1))).resolves.toEqual(siteData);
    await expect(queryClient.fetchQuery(teamQuery())).resolves.toEqual(team);
    expect(server.seen).toHaveLength(3);
  });

  it('hands an answer over once: the next call asks the API', async () => {
    sendEarly('homeMetrics');
    await expect(call('homeMetrics')).resolves.toEqual(metrics);
    await expect(call('homeMetrics')).resolves.toEqual(metrics);
    expect(server.to('/v1/ops/metrics/home')).toHaveLength(2);
  });

  it('answers only the same call: another page of sites asks the API', async () => {
    sendEarly('listSites', { limit: 10, offset: 0 });
    await call('listSites', { query: { limit: 10, offset: 10 } });
    expect(server.to('/v1/ops/site').map((request) => request.path)).toEqual([
      '/v1/ops/site?limit=10&offset=0',
      '/v1/ops/site?limit=10&offset=10',
    ]);
  });

  it('does not use an answer that is not 2xx: the call asks again and gets the real one', async () => {
    let failed = false;
    route = (request) => (failed ? answer(request.path) : ((failed = true), { status: 503 }));
    sendEarly('homeMetrics');
    await expect(call('homeMetrics')).resolves.toEqual(metrics);
    expect(server.to('/v1/ops/metrics/home')).toHaveLength(2);
  });

  it("does not hand one session's answer to another session's call", async () => {
    sendEarly('getAccount');
    await until(() => server.seen.length === 1);
    signIn(sessionFixture({ token: 'access-2' }));
    await call('getAccount');
    expect(server.seen.map((request) => request.headers.authorization)).toEqual([
      'Bearer access-1',
      'Bearer access-2',
    ]);
  });

  it(`drops an answer not taken within ${EARLY_ANSWER_LIFETIME_MS / 1000} s: the call asks for a fresh one`, async () => {
    const sentAt = Date.now();
    sendEarly('homeMetrics');
    await until(() => server.seen.length === 1);
    // Only while the call looks for its early answer (synchronously, as it starts): Node's fetch
    // keeps its own time with Date.now.
    jest.spyOn(Date, 'now').mockReturnValue(sentAt + EARLY_ANSWER_LIFETIME_MS + 1000);
    const called = call('homeMetrics');
    jest.restoreAllMocks();
    await expect(called).resolves.toEqual(metrics);
    expect(server.to('/v1/ops/metrics/home')).toHaveLength(2);
  });

  it('sends nothing early on a load that draws stored figures: their refresh waits for the screen', async () => {
    appStore.set(metricsAtom, metrics);
    try {
      sendShellCallsEarly();
      await call('getAccount'); // the one request the server sees
      expect(server.seen.map((request) => request.path)).toEqual(['/v1/auth/account']);
    } finally {
      appStore.set(metricsAtom, null);
    }
  });

  it('sends nothing without a session, nor with a token about to expire', async () => {
    signIn(sessionFixture({ token: '' }));
    sendShellCallsEarly();
    const expiring = { exp: Math.floor(Date.now() / 1000) + 5 };
    const jwt = `h.${Buffer.from(JSON.stringify(expiring)).toString('base64url')}.s`;
    signIn(sessionFixture({ token: jwt }));
    sendShellCallsEarly();
    signIn(sessionFixture());
    await call('getAccount'); // the one request the server sees
    expect(server.seen.map((request) => request.path)).toEqual(['/v1/auth/account']);
  });

  it('hands the start-up answers over together, so the first screen draws them in one frame', async () => {
    route = (request) => ({
      ...answer(request.path),
      delayMs: request.path.startsWith('/v1/auth/account') ? 200 : 0,
    });
    sendShellCallsEarly();
    const resolvedAt: Record<string, number> = {};
    const startedAt = Date.now();
    const noted = (name: string) => () => (resolvedAt[name] = Date.now() - startedAt);
    await Promise.all([
      queryClient.fetchQuery(homeMetricsQuery()).then(noted('metrics')),
      queryClient.fetchQuery(siteListQuery(1)).then(noted('sites')),
      queryClient.fetchQuery(teamQuery()).then(noted('team')),
    ]);
    // The quick two waited for the team (200 ms late): all three within a few ms of each other.
    expect(resolvedAt.metrics).toBeGreaterThanOrEqual(190);
    expect(Math.abs(resolvedAt.metrics! - resolvedAt.team!)).toBeLessThan(30);
    expect(Math.abs(resolvedAt.sites! - resolvedAt.team!)).toBeLessThan(30);
  });

  it(`does not hold an answer more than ${TOGETHER_WAIT_MS} ms for one that is slow to come`, async () => {
    route = (request) => ({
      ...answer(request.path),
      delayMs: request.path.startsWith('/v1/auth/account') ? 1500 : 0,
    });
    sendShellCallsEarly();
    const startedAt = Date.now();
    await expect(queryClient.fetchQuery(homeMetricsQuery())).resolves.toEqual(metrics);
    expect(Date.now() - startedAt).toBeLessThan(TOGETHER_WAIT_MS + 400);
    await expect(queryClient.fetchQuery(teamQuery())).resolves.toEqual(team);
    expect(server.seen).toHaveLength(3);
  });

  describe('in a build that knows its contract (decision 014)', () => {
    const buildGlobals = globalThis as { __VIGIL_CONTRACT_VERSION__?: string };
    beforeEach(() => (buildGlobals.__VIGIL_CONTRACT_VERSION__ = 'contract-of-this-build'));
    afterEach(() => delete buildGlobals.__VIGIL_CONTRACT_VERSION__);
    const stamped = (version: string) => (request: { path: string }) => ({
      ...answer(request.path),
      headers: { 'vigil-contract': version },
    });

    it('takes the answers the API checked with the same contract as they came: no schemas loaded', async () => {
      route = stamped('contract-of-this-build');
      sendShellCallsEarly();
      await expect(queryClient.fetchQuery(homeMetricsQuery())).resolves.toEqual(metrics);
      await expect(queryClient.fetchQuery(siteListQuery(1))).resolves.toEqual(siteData);
      await expect(queryClient.fetchQuery(teamQuery())).resolves.toEqual(team);
      expect(server.seen).toHaveLength(3);
      expect(mockContractAsked).toBe(0);
    });

    it('checks the answers checked with another contract: one it rejects fails the query', async () => {
      route = (request) => ({
        ...stamped('older')(request),
        json: request.path.startsWith('/v1/ops/metrics')
          ? { pages: 'many' }
          : ANSWERS[request.path.split('?')[0]!],
      });
      sendShellCallsEarly();
      await expect(queryClient.fetchQuery(teamQuery())).resolves.toEqual(team);
      await expect(
        queryClient.fetchQuery({ ...homeMetricsQuery(), retry: false }),
      ).rejects.toThrow();
      expect(mockContractAsked).toBeGreaterThan(0);
    });
  });
});
