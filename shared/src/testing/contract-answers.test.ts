import { call } from '../index';
import { failOnContractDrift, forgetContractDrift } from './contract-answers';
import { slicesFixture } from './fixtures';
import { answerCalls, callsTo, httpError } from './remote-kit';

// The same mock the remotes' tests use, so `call` here is the one their screens meet.
jest.mock('../index', () => jest.requireActual('./shared-mock').sharedWithMocks());

const site = () => slicesFixture().siteData.results[0]!;

beforeEach(() => {
  forgetContractDrift();
  jest.mocked(call).mockReset();
});

describe('mocked answers are parsed with the endpoint contract', () => {
  it('a drifting fixture rejects the call naming the endpoint and what zod refused', async () => {
    const drifted = { ...site(), site_url: 42, tags: undefined };
    answerCalls({ getSite: () => drifted });

    const failure = call('getSite', { params: { id: site().id } });

    await expect(failure).rejects.toThrow('mocked answer to getSite (GET /v1/ops/site/:id)');
    await expect(failure).rejects.toThrow(/site_url[\s\S]*tags/);
  });

  it('fails the test afterwards even when the screen swallowed the rejection', async () => {
    jest.mocked(call).mockResolvedValue({ count: 'one', results: [] } as never);
    await call('listSites').catch(() => undefined);

    expect(failOnContractDrift).toThrow(/listSites \(GET \/v1\/ops\/site\)[\s\S]*count/);
    // Reported once: the next test starts clean.
    expect(failOnContractDrift).not.toThrow();
  });

  it('a fixture that matches answers as the real client would (parsed, extra keys dropped)', async () => {
    answerCalls({ getSite: () => ({ ...site(), not_in_contract: true }) });

    await expect(call('getSite', { params: { id: site().id } })).resolves.toEqual(site());
    expect(callsTo('getSite')).toEqual([{ params: { id: site().id } }]);
    expect(failOnContractDrift).not.toThrow();
  });

  it('errors and an unprogrammed mock pass through untouched', async () => {
    jest.mocked(call).mockRejectedValueOnce(httpError(500));
    await expect(call('listSites')).rejects.toThrow('status code 500');
    expect(call('listSites')).toBeUndefined();
    expect(failOnContractDrift).not.toThrow();
  });
});
