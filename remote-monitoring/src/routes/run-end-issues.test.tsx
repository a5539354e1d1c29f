import { act, screen, waitFor } from '@testing-library/react';
import { appStore, metricsAtom, POLL_MS } from '@vigil/shared';
import { caseFixture } from '../features/cases/testing/case-fixtures';
import { caseRunFixture } from '../features/cases/testing/case-run-fixtures';
import { flowRunFixture } from '../features/flows/testing/flow-fixtures';
import { runningScan, scanFixture } from '../features/scan-detail/testing/scan-fixtures';
import { failedTest, workingTest } from '../features/test-detail/testing/test-fixtures';
import { answerCalls, callsTo, renderApp } from '../testing/render-app';
import { list, metricsFixture, pageFixture, teamFixture } from '../testing/monitoring-fixtures';
import { resetBetweenTests } from '../testing/reset';
import { answerSite, site } from '../testing/site-screen';
import { stubObjectUrls } from '../testing/object-urls';

jest.mock('@vigil/shared', () => jest.requireActual('../testing/shared-mock').sharedWithMocks());
resetBetweenTests();
stubObjectUrls();
afterEach(() => jest.useRealTimers());

type Handlers = Parameters<typeof answerCalls>[0];

/**
 * A screen watching one run: its path, what it calls, and `ended` to make the run's next answer
 * a finished one (a failed test or case run opens an issue; a flow run's issue node does).
 */
interface Watched {
  path: string;
  calls: (ended: () => boolean) => Handlers;
  shown: string;
}

const WATCHED: Record<string, Watched> = {
  test: {
    path: `/test/${failedTest().id}`,
    calls: (ended) => ({
      getTest: () => (ended() ? failedTest() : workingTest()),
      getArtifact: () => new Blob(['png']),
    }),
    shown: 'Scanning the page and comparing…',
  },
  'case run': {
    path: `/caserun/${caseRunFixture(1).id}`,
    calls: (ended) => ({
      getCaseRun: () => caseRunFixture(1, ended() ? { status: 'failed' } : { status: 'working' }),
      getCase: () => caseFixture(1, { title: 'Sign up' }),
      getSite: () => site,
    }),
    shown: 'Sign up',
  },
  scan: {
    path: `/scan/${scanFixture(1).id}`,
    calls: (ended) => ({
      getScan: () => (ended() ? scanFixture(1) : runningScan(1)),
      getArtifact: () => new Blob(['png']),
    }),
    shown: 'Scan running…',
  },
  'flow run': {
    path: `/flowrun/${flowRunFixture(1).id}`,
    calls: (ended) => ({
      getFlowRun: () => flowRunFixture(1, { status: ended() ? 'passed' : 'working' }),
    }),
    shown: 'Scan, test, tell',
  },
};

/** The team's open issues as the API counts them: one more once the run has ended. */
function answerWatching(watched: Watched, ended: () => boolean, more: Handlers = {}) {
  answerCalls({
    ...watched.calls(ended),
    ...more,
    homeMetrics: () => metricsFixture({ open_issues: ended() ? 1 : 0 }),
  });
}

describe('The open issue count follows the runs a screen watches (issue 43)', () => {
  it.each(Object.keys(WATCHED))(
    "re-reads it when the %s on screen ends, so the sidebar's badge says so",
    async (kind) => {
      jest.useFakeTimers();
      const watched = WATCHED[kind]!;
      let ended = false;
      answerWatching(watched, () => ended);
      appStore.set(metricsAtom, metricsFixture({ open_issues: 0 }));
      renderApp(watched.path);
      expect(await screen.findByText(watched.shown)).toBeVisible();
      await act(() => jest.advanceTimersByTimeAsync(POLL_MS));
      // Still working: nothing about issues changed, nothing is asked.
      expect(callsTo('homeMetrics')).toHaveLength(0);

      ended = true;
      await act(() => jest.advanceTimersByTimeAsync(POLL_MS));
      await waitFor(() => expect(appStore.get(metricsAtom)?.open_issues).toBe(1));
      expect(callsTo('homeMetrics')).toHaveLength(1);
    },
  );

  it('does not re-read it for a run that had ended before the screen opened', async () => {
    answerWatching(WATCHED.test!, () => true);
    renderApp(WATCHED.test!.path);
    expect(await screen.findByRole('list', { name: 'Component scores' })).toBeVisible();
    expect(callsTo('homeMetrics')).toHaveLength(0);
  });

  it("re-reads it as each of a site's tests ends, not only the last", async () => {
    jest.useFakeTimers();
    const testing = (index: number, status: 'working' | 'failed') => {
      const page = pageFixture(index, site.id);
      const test = { id: `7e570000-0000-4000-8000-00000000000${index}`, status, score: null };
      return { ...page, info: { ...page.info, latest_test: test } };
    };
    let firstEnded = false;
    answerSite({
      getAccount: () => teamFixture(),
      listSchedules: () => list([]),
      listPages: () => list([testing(1, firstEnded ? 'failed' : 'working'), testing(2, 'working')]),
      homeMetrics: () => metricsFixture({ open_issues: firstEnded ? 1 : 0 }),
    });
    renderApp(`/site/${site.id}`);
    expect(await screen.findAllByText('Testing…')).toHaveLength(2);
    firstEnded = true;
    await act(() => jest.advanceTimersByTimeAsync(POLL_MS));
    await waitFor(() => expect(appStore.get(metricsAtom)?.open_issues).toBe(1));
    expect(screen.getAllByText('Testing…')).toHaveLength(1);
  });
});
