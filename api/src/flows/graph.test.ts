import { flowCreateBodySchema } from '@vigil/contract';
import { conditionCount, graphErrors } from './graph';

const node = (id: string, data: Record<string, unknown> = { task_type: 'scan' }) => ({ id, data });
const edge = (id: string, source: string, target: string, branch?: 'true' | 'false') => ({
  id,
  source,
  target,
  ...(branch ? { branch } : {}),
});
const test90 = {
  task_type: 'test',
  conditions: [{ metric: 'test_score', operator: '<', value: 90 }],
};
const graph = (nodes: unknown[], edges: unknown[]) =>
  flowCreateBodySchema.parse({ title: 'g', nodes, edges });

describe('graphErrors', () => {
  it.each([
    ['an empty draft', [], [], []],
    ['a chain', [node('1'), node('2')], [edge('a', '1', '2')], []],
    [
      'a condition with both branches',
      [node('1', test90), node('2', { task_type: 'issue', title: 'x' }), node('3')],
      [edge('t', '1', '2', 'true'), edge('f', '1', '3', 'false')],
      [],
    ],
    [
      'two start nodes',
      [node('1'), node('2')],
      [],
      [{ node_id: '2', edge_id: null, message: expect.stringMatching(/2 start nodes \(1, 2\)/) }],
    ],
    [
      'a cycle',
      [node('1'), node('2'), node('3')],
      [edge('a', '1', '2'), edge('b', '2', '3'), edge('c', '3', '2')],
      [{ node_id: '2', edge_id: null, message: 'node 2 is on a cycle: a flow runs one way' }],
    ],
    [
      'a cycle through every node (no start)',
      [node('1'), node('2')],
      [edge('a', '1', '2'), edge('b', '2', '1')],
      [
        { node_id: '1', edge_id: null, message: expect.stringMatching(/no start node/) },
        { node_id: '1', edge_id: null, message: expect.stringMatching(/cycle/) },
      ],
    ],
    [
      'a dangling edge',
      [node('1')],
      [edge('a', '1', '9')],
      [{ node_id: null, edge_id: 'a', message: 'edge a: target node "9" does not exist' }],
    ],
    [
      'a duplicate node id',
      [node('1'), node('1')],
      [],
      [{ node_id: '1', edge_id: null, message: 'node id "1" is used twice' }],
    ],
    [
      'a self loop',
      [node('1')],
      [edge('a', '1', '1')],
      [{ node_id: null, edge_id: 'a', message: 'edge a leads from node 1 to itself' }],
    ],
    [
      'a conditional edge without branch',
      [node('1', test90), node('2')],
      [edge('a', '1', '2')],
      [
        {
          node_id: null,
          edge_id: 'a',
          message: expect.stringMatching(/has conditions: set its branch/),
        },
      ],
    ],
    [
      'a branch on a plain node',
      [node('1'), node('2')],
      [edge('a', '1', '2', 'true')],
      [
        {
          node_id: null,
          edge_id: 'a',
          message: 'edge a has a branch but node 1 has no conditions',
        },
      ],
    ],
  ])('%s', (_name, nodes, edges, expected) => {
    expect(graphErrors(graph(nodes, edges))).toEqual(expected);
  });

  it('counts the nodes with conditions', () => {
    expect(conditionCount(graph([node('1', test90), node('2'), node('3', test90)], []))).toBe(2);
  });

  it('refuses unknown task types and bad settings through the contract schema', () => {
    const unknown = flowCreateBodySchema.safeParse({ nodes: [node('1', { task_type: 'fax' })] });
    expect(unknown.error?.issues[0]).toMatchObject({
      path: ['nodes', 0, 'data', 'task_type'],
      message: 'unknown task type "fax"',
    });
    const wait = flowCreateBodySchema.safeParse({
      nodes: [node('1', { task_type: 'wait', seconds: 0 })],
    });
    expect(wait.error?.issues[0]?.path).toEqual(['nodes', 0, 'data', 'seconds']);
  });
});
