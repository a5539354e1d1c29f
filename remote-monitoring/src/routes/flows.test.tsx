import { act, screen, waitFor, within } from '@testing-library/react';
import type { Flow } from '@vigil/contract';
import { renderRoute } from '../features/scan-detail/testing/render-route';
import {
  flowFixture,
  flowRunFixture,
  flowRunId,
  chainNodes,
} from '../features/flows/testing/flow-fixtures';
import { answerCalls, callsTo } from '../testing/render-app';
import { list, siteFixture } from '../testing/monitoring-fixtures';
import { resetBetweenTests } from '../testing/reset';
import { FlowsRoute } from './flows';

jest.mock('@vigil/shared', () => jest.requireActual('../testing/shared-mock').sharedWithMocks());
resetBetweenTests();

const renderFlows = () => renderRoute('/flow', <FlowsRoute />, '/flow');
const ran = flowFixture(1, {
  title: 'Nightly check',
  nodes: chainNodes(),
  last_run: { id: flowRunId(1), status: 'passed', time_created: '2026-01-02T03:04:00Z' },
});
const fresh = flowFixture(2, { title: 'Draft' });
const sites = [siteFixture(1), siteFixture(2)];
const rowOf = (name: string) =>
  within(screen.getByRole('table', { name: 'Flows' }))
    .getAllByRole('row')
    .find((row) => within(row).queryByRole('link', { name }))!;

describe('Flows (call mocked at the @vigil/shared boundary)', () => {
  it('lists the flows, beta, with their size and last run', async () => {
    answerCalls({ listFlows: () => list([ran, fresh]) });
    renderFlows();
    expect(screen.getByRole('heading', { name: 'Flows' })).toBeVisible();
    expect(screen.getByText('beta')).toBeVisible();
    await screen.findByRole('table', { name: 'Flows' });
    const first = rowOf('Nightly check');
    expect(within(first).getByRole('link', { name: 'Nightly check' })).toHaveAttribute(
      'href',
      `/flow/${ran.id}`,
    );
    expect(first).toHaveTextContent('3 nodes');
    expect(within(first).getByRole('link', { name: /Passed/ })).toHaveAttribute(
      'href',
      `/flowrun/${flowRunId(1)}`,
    );
    expect(rowOf('Draft')).toHaveTextContent('Never run');
    expect(callsTo('listFlows')).toEqual([{ query: { limit: 10, offset: 0 } }]);
  });

  it("re-reads the list every 5 s while a flow's last run works", async () => {
    jest.useFakeTimers();
    const working = { ...ran, last_run: { ...ran.last_run!, status: 'working' as const } };
    let flows: Flow[] = [working];
    answerCalls({ listFlows: () => list(flows) });
    renderFlows();
    expect(await screen.findByText('Working…')).toBeInTheDocument();
    flows = [ran];
    await act(() => jest.advanceTimersByTimeAsync(5000));
    expect(await screen.findByText('Passed')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(10_000));
    expect(callsTo('listFlows')).toHaveLength(2);
    jest.useRealTimers();
  });

  it('says what a flow is when there is none, and New flow opens an Untitled Flow', async () => {
    answerCalls({
      listFlows: () => list([]),
      createFlow: () => flowFixture(3, { title: 'Untitled Flow' }),
    });
    const { user, location } = renderFlows();
    expect(await screen.findByText('No flows yet')).toBeVisible();
    expect(screen.getByText(/Start one with New flow/)).toBeVisible();
    const empty = screen.getByText('No flows yet').parentElement!;
    await user.click(within(empty).getByRole('button', { name: 'New flow' }));
    expect(callsTo('createFlow')).toEqual([{ body: { title: 'Untitled Flow' } }]);
    await waitFor(() => expect(location()).toBe(`/flow/${flowFixture(3).id}`));
  });

  it('runs a flow on the picked site and opens the run', async () => {
    answerCalls({
      listFlows: () => list([ran]),
      listSites: () => list(sites),
      createFlowRun: () => flowRunFixture(4),
    });
    const { user, location } = renderFlows();
    await screen.findByRole('table', { name: 'Flows' });
    await user.click(screen.getByRole('button', { name: 'Run Nightly check' }));
    const dialog = await screen.findByRole('dialog', { name: 'Run Nightly check' });
    await user.selectOptions(
      await within(dialog).findByRole('combobox', { name: 'Site' }),
      'https://site-2.example.com',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Run' }));
    expect(callsTo('createFlowRun')).toEqual([
      { body: { flow_id: ran.id, site_id: sites[1]!.id } },
    ]);
    await waitFor(() => expect(location()).toBe(`/flowrun/${flowRunId(4)}`));
  });

  it('deletes a flow only once confirmed', async () => {
    let flows = [ran, fresh];
    answerCalls({
      listFlows: () => list(flows),
      deleteFlow: () => {
        flows = [fresh];
        return { success: true };
      },
    });
    const { user } = renderFlows();
    await screen.findByRole('table', { name: 'Flows' });
    await user.click(screen.getByRole('button', { name: 'Delete Nightly check' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this flow?' });
    expect(callsTo('deleteFlow')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete flow' }));
    expect(callsTo('deleteFlow')).toEqual([{ params: { id: ran.id } }]);
    expect(await screen.findByRole('link', { name: 'Draft' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Nightly check' })).not.toBeInTheDocument();
  });
});
