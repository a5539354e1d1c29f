import { act, screen, within } from '@testing-library/react';
import { flowRunFixture, nodeState } from '../features/flows/testing/flow-fixtures';
import { renderRoute } from '../features/scan-detail/testing/render-route';
import { answerCalls, callsTo, httpError } from '../testing/render-app';
import { uuid } from '../testing/monitoring-fixtures';
import { shimReactFlow } from '../testing/react-flow-shims';
import { resetBetweenTests } from '../testing/reset';
import { FlowRunRoute } from './flow-run';

jest.mock('@vigil/shared', () => jest.requireActual('../testing/shared-mock').sharedWithMocks());
resetBetweenTests();
shimReactFlow();

const renderRun = (id: string) => renderRoute('/flowrun/:id', <FlowRunRoute />, `/flowrun/${id}`);
const scanId = uuid(1, '5ca40000');
const testId = uuid(1, '7e570000');
const otherScanId = uuid(2, '5ca40000');
const working = flowRunFixture(1, {
  states: [
    nodeState('1', { status: 'passed', objects: [{ type: 'scan', id: scanId, status: 'passed' }] }),
    nodeState('2', {
      status: 'working',
      objects: [{ type: 'test', id: testId, status: 'working' }],
    }),
    nodeState('3'),
  ],
  logs: [
    { timestamp: '2026-01-01T00:00:01Z', step: '1', message: 'scanned 3 pages' },
    { timestamp: '2026-01-01T00:00:02Z', step: '2', message: 'testing 3 pages' },
  ],
});
const passed = flowRunFixture(1, {
  status: 'passed',
  time_completed: '2026-01-01T00:01:00Z',
  states: [
    working.states[0]!,
    nodeState('2', { status: 'passed', objects: [{ type: 'test', id: testId, status: 'passed' }] }),
    nodeState('3', {
      status: 'passed',
      objects: [{ type: 'delivery', id: uuid(1), status: 'passed' }],
    }),
  ],
  logs: [
    ...working.logs,
    { timestamp: '2026-01-01T00:00:59Z', step: '3', message: 'POST answered 200' },
  ],
});
const graph = () => screen.getByRole('region', { name: 'Flow graph' });
const onGraph = (name: string) => within(graph()).getByRole('group', { name });
const phoneList = () => screen.getByRole('region', { name: 'Nodes in order' });
const listItem = (name: string) => within(phoneList()).getByRole('listitem', { name });

afterEach(() => jest.useRealTimers());

describe('Flow run (call mocked at the @vigil/shared boundary)', () => {
  it("shows each node's state and objects, re-reading the run every 5 s until it ends", async () => {
    jest.useFakeTimers();
    let done = false;
    answerCalls({ getFlowRun: () => (done ? passed : working) });
    renderRun(working.id);
    expect(await screen.findByRole('heading', { name: 'Flow run' })).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Scan, test, tell' })).toHaveAttribute(
      'href',
      `/flow/${working.flow_id}`,
    );
    expect(screen.getByRole('link', { name: working.site_url })).toHaveAttribute(
      'href',
      `/site/${working.site_id}`,
    );
    expect(onGraph('Node 1: Scan')).toHaveTextContent('Passed');
    expect(
      within(onGraph('Node 1: Scan')).getByRole('link', { name: 'Scan (passed)' }),
    ).toHaveAttribute('href', `/scan/${scanId}`);
    expect(onGraph('Node 2: Test')).toHaveTextContent('Working…');
    expect(
      within(onGraph('Node 2: Test')).getByRole('link', { name: 'Test (working)' }),
    ).toHaveAttribute('href', `/test/${testId}`);
    expect(onGraph('Node 3: Tell the deploy bot')).toHaveTextContent('Queued');
    const log = screen.getByRole('region', { name: 'Log' });
    expect(log).toHaveTextContent('Scan: scanned 3 pages');
    expect(log).toHaveTextContent('Test: testing 3 pages');
    expect(screen.getByRole('button', { name: 'Cancel run' })).toBeVisible();

    done = true;
    await act(() => jest.advanceTimersByTimeAsync(5000));
    expect(await within(graph()).findByText('Delivery (passed)')).toBeInTheDocument();
    expect(onGraph('Node 3: Tell the deploy bot')).toHaveTextContent('Passed');
    expect(log).toHaveTextContent('Tell the deploy bot: POST answered 200');
    expect(screen.queryByRole('button', { name: 'Cancel run' })).not.toBeInTheDocument();
    expect(callsTo('getFlowRun')).toHaveLength(2);
    await act(() => jest.advanceTimersByTimeAsync(10_000));
    expect(callsTo('getFlowRun')).toHaveLength(2); // ended: no more polling
  });

  it('lists the nodes in the order they run for a phone, with the same states and links', async () => {
    // Stored out of order: the list follows the edges, not the array.
    const run = { ...working, nodes: [...working.nodes].reverse() };
    answerCalls({ getFlowRun: () => run });
    renderRun(run.id);
    await screen.findByRole('region', { name: 'Nodes in order' });
    expect(
      within(phoneList())
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['1. Scan', '2. Test', '3. Tell the deploy bot']);
    expect(listItem('1. Scan')).toHaveTextContent('Passed');
    expect(
      within(listItem('1. Scan')).getByRole('link', { name: 'Scan (passed)' }),
    ).toHaveAttribute('href', `/scan/${scanId}`);
    expect(listItem('2. Test')).toHaveTextContent('Working…');
    expect(listItem('3. Tell the deploy bot')).toHaveTextContent('(Webhook)');
    expect(listItem('3. Tell the deploy bot')).toHaveTextContent('Queued');
  });

  it("shows a failed node's error on the node, and the skipped ones after it", async () => {
    const issueId = uuid(2, '155e0000');
    const failed = flowRunFixture(2, {
      status: 'failed',
      states: [
        nodeState('1', {
          status: 'passed',
          objects: [
            { type: 'scan', id: scanId, status: 'passed' },
            { type: 'scan', id: otherScanId, status: 'passed' },
          ],
        }),
        nodeState('2', {
          status: 'failed',
          error: 'No baseline to compare against',
          objects: [{ type: 'issue', id: issueId, status: 'failed' }],
        }),
        nodeState('3', { status: 'skipped' }),
      ],
    });
    answerCalls({ getFlowRun: () => failed });
    renderRun(failed.id);
    await screen.findByRole('region', { name: 'Flow graph' });
    // A scan per page: the links are numbered, so none reads the same as another.
    const scans = within(onGraph('Node 1: Scan')).getAllByRole('link');
    expect(scans.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Scan 1 (passed)', `/scan/${scanId}`],
      ['Scan 2 (passed)', `/scan/${otherScanId}`],
    ]);
    expect(onGraph('Node 2: Test')).toHaveTextContent('Failed');
    expect(onGraph('Node 2: Test')).toHaveTextContent('No baseline to compare against');
    expect(
      within(onGraph('Node 2: Test')).getByRole('link', { name: 'Issue (failed)' }),
    ).toHaveAttribute('href', `/issue/${issueId}`);
    expect(onGraph('Node 3: Tell the deploy bot')).toHaveTextContent('Skipped');
    expect(listItem('2. Test')).toHaveTextContent('No baseline to compare against');
    expect(screen.queryByRole('button', { name: 'Cancel run' })).not.toBeInTheDocument();
  });

  it('cancels a working run', async () => {
    answerCalls({
      getFlowRun: () => working,
      cancelFlowRun: () => ({
        ...working,
        status: 'cancelled',
        states: working.states.map((it) =>
          it.status === 'queued' ? { ...it, status: 'skipped' } : it,
        ),
      }),
    });
    const { user } = renderRun(working.id);
    await user.click(await screen.findByRole('button', { name: 'Cancel run' }));
    expect(callsTo('cancelFlowRun')).toEqual([{ params: { id: working.id } }]);
    expect(await screen.findAllByText('Cancelled')).not.toHaveLength(0);
    expect(onGraph('Node 3: Tell the deploy bot')).toHaveTextContent('Skipped');
  });

  it('says so when the run does not exist or is another team’s', async () => {
    answerCalls({ getFlowRun: () => Promise.reject(httpError(404, { reason: 'Not found.' })) });
    renderRun(working.id);
    expect(await screen.findByText('Flow run not found')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to your flows' })).toHaveAttribute(
      'href',
      '/flow',
    );
  });
});
