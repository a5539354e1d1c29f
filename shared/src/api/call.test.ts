import { waitFor } from '@testing-library/react';
import { signIn } from '../store/session';
import { type FakeRoute, startFakeApi } from '../testing/fake-api-server';
import { sessionFixture, slicesFixture } from '../testing/fixtures';
import { resetApp } from '../testing/reset-app';
import { resetNextFrameWait } from '../lazy/after-next-frame';
import type * as LoadContract from '../contract/load-contract';
import { apiErrorMessage } from './api-error-message';
import { call } from './call';
import { configureApi } from './api-access';
import { api } from './client';

/** Holds the contract back while a test watches what happens before it arrives. */
let mockContractGate: Promise<unknown> = Promise.resolve();
/** How often a call asked for the contract (its schemas). */
let mockContractAsked = 0;
jest.mock('../contract/load-contract', () => {
  const actual = jest.requireActual<typeof LoadContract>('../contract/load-contract');
  return {
    ...actual,
    loadContract: () => ((mockContractAsked += 1), mockContractGate.then(actual.loadContract)),
  };
});

/** What webpack defines in a build: the contract it was made with (checked-answer.ts). */
const BUILD_CONTRACT = 'contract-of-this-build';
const buildGlobals = globalThis as { __VIGIL_CONTRACT_VERSION__?: string };

const site = slicesFixture().siteData.results[0]!;
let server: Awaited<ReturnType<typeof startFakeApi>>;
let route: FakeRoute;

beforeAll(async () => {
  server = await startFakeApi((request) => route(request));
  configureApi({ apiBase: server.url });
});
afterAll(() => server.close());
beforeEach(() => {
  resetApp();
  mockContractGate = Promise.resolve();
  mockContractAsked = 0;
  server.seen.length = 0;
  signIn(sessionFixture());
});

describe('call', () => {
  it('fills path parameters and returns the checked response', async () => {
    route = () => ({ status: 200, json: { ...site, extra: 'dropped' } });
    const result = await call('getSite', { params: { id: site.id } });
    expect(server.seen[0]).toMatchObject({ method: 'GET', path: `/v1/ops/site/${site.id}` });
    expect(result).toEqual(site);
  });

  it('sends the query string and the JSON body with the endpoint method', async () => {
    document.cookie = 'csrftoken=csrf-abc'; // cookie already set: no priming GET in the log
    route = () => ({ status: 200, json: { count: 0, next: null, previous: null, results: [] } });
    await call('listPages', { query: { site_id: site.id, limit: 5 } });
    expect(server.seen[0]?.path).toBe(`/v1/ops/page?site_id=${site.id}&limit=5`);

    route = () => ({ status: 200, json: site });
    await call('createSite', { body: { site_url: 'https://example.com', page_urls: null } });
    expect(server.seen[1]).toMatchObject({
      method: 'POST',
      path: '/v1/ops/site',
      body: { site_url: 'https://example.com', page_urls: null },
    });
  });

  it("waits for the page's next frame to be shown before a request (the screen is drawn first)", async () => {
    resetNextFrameWait();
    const events: string[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((draw) => {
      events.push('frame asked');
      setTimeout(() => (events.push('frame drawn'), draw(0)), 20);
      return 1;
    });
    route = () => (events.push('request'), { status: 200, json: site });
    // The frame after the drawn one has begun: the drawn one is on the display.
    const shown = ['frame asked', 'frame drawn', 'frame asked', 'frame drawn'];
    await Promise.all([
      call('getSite', { params: { id: site.id } }),
      call('getSite', { params: { id: site.id } }),
    ]);
    expect(events).toEqual([...shown, 'request', 'request']);

    // A later call waits for the frame that draws what came before it.
    await call('getSite', { params: { id: site.id } });
    expect(events).toEqual([...shown, 'request', 'request', ...shown, 'request']);
    jest.restoreAllMocks();
  });

  it('sends the request while the schemas that check its answer are still loading', async () => {
    let contractArrives = () => {};
    mockContractGate = new Promise<void>((resolve) => (contractArrives = resolve));
    route = () => ({ status: 200, json: site });
    const answer = call('getSite', { params: { id: site.id } });
    await waitFor(() => expect(server.seen).toHaveLength(1));
    expect(server.seen[0]).toMatchObject({ method: 'GET', path: `/v1/ops/site/${site.id}` });

    contractArrives();
    await expect(answer).resolves.toEqual(site);
  });

  it('rejects a response that breaks the contract', async () => {
    route = () => ({ status: 200, json: { id: 'not-a-site' } });
    await expect(call('getSite', { params: { id: site.id } })).rejects.toThrow();
  });
});

describe('call, in a build that knows its contract (decision 014)', () => {
  beforeEach(() => (buildGlobals.__VIGIL_CONTRACT_VERSION__ = BUILD_CONTRACT));
  afterEach(() => delete buildGlobals.__VIGIL_CONTRACT_VERSION__);
  const checkedBy = (version: string) => ({ 'vigil-contract': version });

  it('uses an answer the API checked with the same contract as it came, without the schemas', async () => {
    // Not a site by the schema: had the call checked it, it would throw.
    route = () => ({ status: 200, json: { id: 'as-sent' }, headers: checkedBy(BUILD_CONTRACT) });
    await expect(call('getSite', { params: { id: site.id } })).resolves.toEqual({ id: 'as-sent' });
    expect(mockContractAsked).toBe(0);
  });

  it('checks an answer checked with another contract, or with none named', async () => {
    route = () => ({
      status: 200,
      json: { ...site, extra: 'dropped' },
      headers: checkedBy('older'),
    });
    await expect(call('getSite', { params: { id: site.id } })).resolves.toEqual(site);
    expect(mockContractAsked).toBe(1);

    route = () => ({ status: 200, json: { id: 'not-a-site' }, headers: checkedBy('older') });
    await expect(call('getSite', { params: { id: site.id } })).rejects.toThrow();
    route = () => ({ status: 200, json: { id: 'not-a-site' } });
    await expect(call('getSite', { params: { id: site.id } })).rejects.toThrow();
  });
});

describe('apiErrorMessage', () => {
  it("returns the server's detail, else its reason, else the fallback", async () => {
    const failure = (json: unknown) => {
      route = () => ({ status: 400, json });
      return api.get('/v1/ops/site').catch((error: unknown) => error);
    };
    expect(apiErrorMessage(await failure({ detail: 'Bad credentials' }), 'x')).toBe(
      'Bad credentials',
    );
    expect(apiErrorMessage(await failure({ reason: 'site exists' }), 'x')).toBe('site exists');
    expect(apiErrorMessage(await failure({ other: 1 }), 'Contact support')).toBe('Contact support');
    expect(apiErrorMessage(new Error('boom'), 'Contact support')).toBe('Contact support');
  });
});
