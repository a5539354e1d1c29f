import { flowWorld } from '../../test/flow-world';

jest.setTimeout(300_000);

// A node's own poll an hour away: only the end of its runs can move it on in this test.
const world = flowWorld({ pollSeconds: 3600 });

describe('a flow node waiting on its runs', () => {
  it('moves on when they end (woken), not at its next poll', async () => {
    const team = await world.team('free');
    const { token } = team;
    // Saved (201) and started.
    const { runId } = await world.runFlow(team, {
      title: 'Scan, then raise',
      nodes: [
        { id: '1', data: { task_type: 'scan' } },
        { id: '2', data: { task_type: 'issue', title: 'Scanned', details: 'Both pages.' } },
      ],
      edges: [{ id: 'a', source: '1', target: '2' }],
    });

    const polls: number[] = [];
    const wakes: string[] = [];
    await world.work((job) => {
      if (job.name !== 'flow.node') return true;
      // A poll that has not fallen due is left unrun, as the queue would leave it for an hour.
      if (job.startAfter) {
        polls.push(job.startAfter);
        return false;
      }
      if (job.data.wake) wakes.push(job.data.nodeId!);
      return true;
    });

    const run = await world.readRun(token, runId);
    expect(run.status).toBe('passed');
    expect(run.states.map((state: { status: string }) => state.status)).toEqual([
      'passed',
      'passed',
    ]);
    // The scan node looked once while its two scans worked and set its poll an hour away; each
    // scan's end woke it, and a woken look never set another poll.
    expect(polls).toEqual([3600]);
    expect(wakes).toEqual(['1', '1']);
  });
});
