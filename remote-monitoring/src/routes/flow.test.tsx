import { act, screen, waitFor, within } from '@testing-library/react';
import type { FlowUpdateBody } from '@vigil/contract';
import { renderRoute } from '../features/scan-detail/testing/render-route';
import { caseFixture } from '../features/cases/testing/case-fixtures';
import {
  basicNode,
  chainEdges,
  chainNodes,
  flowFixture,
  flowRunFixture,
  webhookTask,
} from '../features/flows/testing/flow-fixtures';
import { answerCalls, callsTo, httpError } from '../testing/render-app';
import { list, siteFixture, teamFixture } from '../testing/monitoring-fixtures';
import { shimReactFlow } from '../testing/react-flow-shims';
import { resetBetweenTests } from '../testing/reset';
import { FlowRoute } from './flow';

jest.mock('@vigil/shared', () => jest.requireActual('../testing/shared-mock').sharedWithMocks());
resetBetweenTests();
shimReactFlow();

const empty = flowFixture(1, { title: 'Untitled Flow' });
const chain = flowFixture(2, { title: 'Nightly check', nodes: chainNodes(), edges: chainEdges() });
const freePlan = () => {
  const team = teamFixture();
  return { ...team, limits: { ...team.limits, nodes_allowed: 4, conditions_allowed: 1 } };
};
const renderEditor = (flow = empty, answers: Parameters<typeof answerCalls>[0] = {}) => {
  answerCalls({
    getFlow: () => flow,
    getAccount: freePlan,
    updateFlow: (input) => ({ ...flow, ...(input as { body: object }).body }),
    ...answers,
  });
  return renderRoute('/flow/:id', <FlowRoute />, `/flow/${flow.id}`);
};
const caseStub = caseFixture(1);
const palette = () => screen.getByRole('region', { name: 'Add a node' });
const settings = () => screen.getByRole('region', { name: 'Settings' });
const graph = () => screen.getByRole('region', { name: 'Flow graph' });
const nodeOnGraph = (name: string) => within(graph()).getByRole('group', { name });
// A node is focusable and Enter selects it, as a keyboard user does (a pointer drag needs layout).
const selectByKeyboard = async (user: ReturnType<typeof renderEditor>['user'], name: string) => {
  act(() => nodeOnGraph(name).closest<HTMLElement>('.react-flow__node')!.focus());
  await user.keyboard('{Enter}');
};
// Save pressed on the chain, the server refusing it with `error`.
const saveRefused = async (error: unknown) => {
  const { user } = renderEditor(chain, { updateFlow: () => Promise.reject(error) });
  await screen.findByRole('textbox', { name: 'Title' });
  await user.click(screen.getByRole('button', { name: 'Save' }));
};
const savedBody = () => (callsTo('updateFlow').at(-1) as { body: FlowUpdateBody }).body;

describe('Flow editor (call mocked at the @vigil/shared boundary)', () => {
  it('draws the saved graph and counts its nodes against the plan', async () => {
    renderEditor(chain);
    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue('Nightly check');
    expect(nodeOnGraph('Node 1: Scan')).toBeInTheDocument();
    expect(nodeOnGraph('Node 3: Tell the deploy bot')).toHaveTextContent('Webhook');
    const limits = await screen.findByRole('region', { name: 'Plan limits' });
    expect(limits).toHaveTextContent('Nodes 3 / 4');
    expect(limits).toHaveTextContent('Conditions 0 / 1');
  });

  it('adds nodes from the palette, joins each to the selected one, and saves the graph', async () => {
    const { user } = renderEditor();
    await screen.findByRole('textbox', { name: 'Title' });
    expect(within(settings()).getByText(/Select a node to configure it/)).toBeVisible();

    await user.click(within(palette()).getByRole('button', { name: 'Scan' }));
    await user.click(within(palette()).getByRole('button', { name: 'Test' }));
    expect(within(settings()).getByRole('heading', { name: 'Test node 2' })).toBeVisible();
    const threshold = within(settings()).getByRole('spinbutton', { name: 'Threshold' });
    await user.clear(threshold);
    await user.type(threshold, '90');
    await user.click(within(palette()).getByRole('button', { name: 'Webhook' }));
    await user.type(
      within(settings()).getByRole('textbox', { name: 'URL' }),
      'https://hooks.example.com/in',
    );
    // How its calls are signed, so the receiver can check them.
    expect(within(settings()).getByText(empty.webhook_secret!)).toBeVisible();
    await user.type(within(settings()).getByRole('textbox', { name: 'Label' }), 'Ping');
    const title = screen.getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Scan and ping');
    expect(nodeOnGraph('Node 3: Ping')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Plan limits' })).toHaveTextContent('Nodes 3 / 4');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo('updateFlow')).toHaveLength(1));
    expect(callsTo('updateFlow')[0]).toMatchObject({ params: { id: empty.id } });
    expect(savedBody()).toEqual({
      title: 'Scan and ping',
      nodes: [
        basicNode('1', 0, { task_type: 'scan', conditions: null }),
        basicNode('2', 160, { task_type: 'test', conditions: null, threshold: 90 }),
        basicNode('3', 320, webhookTask({ label: 'Ping', uri: 'https://hooks.example.com/in' })),
      ],
      edges: [
        { id: 'e1-2', source: '1', target: '2', branch: null },
        { id: 'e2-3', source: '2', target: '3', branch: null },
      ],
    });
    expect(await screen.findByText('Flow saved.')).toBeVisible();
  });

  it('branches on a condition: the edges leaving the node follow true or false, said on them', async () => {
    const { user } = renderEditor(chain);
    await screen.findByRole('textbox', { name: 'Title' });
    await selectByKeyboard(user, 'Node 2: Test');
    expect(await within(settings()).findByRole('heading', { name: 'Test node 2' })).toBeVisible();
    await user.click(within(settings()).getByRole('button', { name: 'Add condition' }));
    const value = within(settings()).getByRole('spinbutton', { name: 'Value of condition 1' });
    await user.clear(value);
    await user.type(value, '80');
    expect(nodeOnGraph('Node 2: Test')).toHaveTextContent('Branches on 1 condition');
    expect(screen.getByRole('region', { name: 'Plan limits' })).toHaveTextContent(
      'Conditions 1 / 1',
    );
    // The edge leaving it follows the true branch, said on the edge; a keyboard user picks false.
    expect(within(graph()).getByText('If true')).toBeInTheDocument();
    const edge = within(graph()).getByLabelText('From Test to Tell the deploy bot, If true');
    act(() => edge.focus());
    await user.keyboard('{Enter}');
    await user.selectOptions(
      await within(settings()).findByRole('combobox', { name: 'Branch' }),
      'If false: they do not',
    );
    expect(await within(graph()).findByText('If false')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo('updateFlow')).toHaveLength(1));
    expect(savedBody().nodes![1]!.data.conditions).toEqual([
      { joiner: '', metric: 'test_score', operator: '<', value: 80 },
    ]);
    expect(savedBody().edges).toEqual([
      { id: 'e1-2', source: '1', target: '2', branch: null },
      { id: 'e2-3', source: '2', target: '3', branch: 'false' },
    ]);
  });

  it('sends a second node added under a conditional one down the false branch', async () => {
    const { user } = renderEditor(chain);
    await screen.findByRole('textbox', { name: 'Title' });
    await selectByKeyboard(user, 'Node 2: Test');
    await user.click(await within(settings()).findByRole('button', { name: 'Add condition' }));
    await user.click(within(palette()).getByRole('button', { name: 'Issue' }));
    expect(within(settings()).getByRole('heading', { name: 'Issue node 4' })).toBeVisible();
    expect(await within(graph()).findByText('If false')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo('updateFlow')).toHaveLength(1));
    expect(savedBody().edges).toEqual([
      { id: 'e1-2', source: '1', target: '2', branch: null },
      { id: 'e2-3', source: '2', target: '3', branch: 'true' },
      { id: 'e2-4', source: '2', target: '4', branch: 'false' },
    ]);
  });

  it('names a missing setting on its node before sending anything', async () => {
    const { user } = renderEditor();
    await screen.findByRole('textbox', { name: 'Title' });
    await user.click(within(palette()).getByRole('button', { name: 'Webhook' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/need their settings/)).toBeVisible();
    expect(nodeOnGraph('Node 1: Webhook')).toHaveTextContent('uri must be an http(s) URL');
    expect(callsTo('updateFlow')).toEqual([]);
  });

  it('asks for a title before saving', async () => {
    const { user } = renderEditor(chain);
    await user.clear(await screen.findByRole('textbox', { name: 'Title' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Give the flow a title before saving it.')).toBeVisible();
    expect(callsTo('updateFlow')).toEqual([]);
  });

  it("shows the server's refusal on the node it concerns", async () => {
    await saveRefused(
      httpError(400, {
        reason: 'The graph is not valid.',
        errors: [{ node_id: '2', edge_id: null, message: 'test needs a scan before it' }],
      }),
    );
    expect(await screen.findByText('The graph is not valid.')).toBeVisible();
    expect(nodeOnGraph('Node 2: Test')).toHaveTextContent('test needs a scan before it');
    expect(nodeOnGraph('Node 1: Scan')).not.toHaveTextContent('test needs');
  });

  it("shows a refused connection's problem on the connection", async () => {
    await saveRefused(
      httpError(400, {
        reason: 'The graph is not valid.',
        errors: [{ node_id: null, edge_id: 'e2-3', message: 'edge e2-3 has a branch' }],
      }),
    );
    expect(await within(graph()).findByText('edge e2-3 has a branch')).toBeInTheDocument();
  });

  it('names the plan limit a save is over', async () => {
    await saveRefused(httpError(426, { reason: 'max nodes reached' }));
    // The banner names the limit and the plan's figures; a toast says it too.
    expect(await screen.findAllByText('max nodes reached')).toHaveLength(2);
    expect(
      await screen.findByText(/Your plan allows 4 nodes and 1 condition per flow\./),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'See your plan' })).toHaveAttribute('href', '/billing');
  });

  it('deletes the selected node and its edges with the Delete key', async () => {
    const { user } = renderEditor(chain);
    await screen.findByRole('textbox', { name: 'Title' });
    await selectByKeyboard(user, 'Node 3: Tell the deploy bot');
    await within(settings()).findByRole('heading', { name: 'Webhook node 3' });
    await user.keyboard('{Delete}');
    await waitFor(() =>
      expect(within(graph()).queryByRole('group', { name: /Node 3/ })).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo('updateFlow')).toHaveLength(1));
    expect(savedBody().nodes!.map((node) => node.id)).toEqual(['1', '2']);
    expect(savedBody().edges).toEqual([{ id: 'e1-2', source: '1', target: '2', branch: null }]);
  });

  it('shows a contributor a webhook node masked and read-only, and saves it back as read', async () => {
    // What the API answers a non-admin: the URL's origin, header values masked, no secret.
    const [scan, test, hook] = chainNodes();
    const maskedHook = {
      ...hook!,
      data: {
        ...hook!.data,
        uri: 'https://hooks.example.com/…',
        headers: { Authorization: '••••••••' },
      },
    } as typeof hook & {};
    const { webhook_secret: _secret, ...masked } = flowFixture(3, {
      title: 'Nightly check',
      nodes: [scan!, test!, maskedHook],
      edges: chainEdges(),
    });
    const { user } = renderEditor(masked);
    await screen.findByRole('textbox', { name: 'Title' });
    expect(within(palette()).getByRole('button', { name: 'Webhook' })).toBeDisabled();
    await selectByKeyboard(user, 'Node 3: Tell the deploy bot');
    await within(settings()).findByRole('heading', { name: 'Webhook node 3' });
    expect(within(settings()).getByText(/Only admins can see this webhook's URL/)).toBeVisible();
    const url = within(settings()).getByRole('textbox', { name: 'URL' });
    expect(url).toHaveValue('https://hooks.example.com/…');
    expect(url).toHaveAttribute('readonly');
    const headers = within(settings()).getByRole('textbox', { name: 'Headers' });
    expect(headers).toHaveValue('Authorization: ••••••••');
    expect(headers).toHaveAttribute('readonly');
    expect(within(settings()).getByRole('combobox', { name: 'Method' })).toBeDisabled();
    expect(within(settings()).getByRole('button', { name: 'Delete node' })).toBeDisabled();
    // Nor does the Delete key remove it; its label is theirs to change.
    await user.keyboard('{Delete}');
    expect(nodeOnGraph('Node 3: Tell the deploy bot')).toBeInTheDocument();
    const label = within(settings()).getByRole('textbox', { name: 'Label' });
    await user.clear(label);
    await user.type(label, 'Deploy bot');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo('updateFlow')).toHaveLength(1));
    // The masks go back as read: the API keeps the real URL and headers behind them.
    expect(savedBody().nodes![2]!.data).toEqual({ ...maskedHook.data, label: 'Deploy bot' });
  });

  it('saves unsaved changes before a run, which copies the saved flow', async () => {
    const { user } = renderEditor(chain, {
      listSites: () => list([siteFixture(1)]),
      createFlowRun: () => flowRunFixture(1),
    });
    const title = await screen.findByRole('textbox', { name: 'Title' });
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
    await user.type(title, ' v2');
    expect(screen.getByText('Unsaved changes')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Run on a site' }));
    const dialog = await screen.findByRole('dialog', { name: 'Run Nightly check v2' });
    expect(savedBody().title).toBe('Nightly check v2');
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
    await within(dialog).findByRole('option', { name: siteFixture(1).site_url });
    await user.click(within(dialog).getByRole('button', { name: 'Run' }));
    expect(callsTo('createFlowRun')).toEqual([
      { body: { flow_id: chain.id, site_id: siteFixture(1).id } },
    ]);
  });

  it('offers the cases to pick for a case run node', async () => {
    const { user } = renderEditor(empty, {
      listCases: () => list([{ ...caseStub, title: 'Sign up' }]),
    });
    await screen.findByRole('textbox', { name: 'Title' });
    await user.click(within(palette()).getByRole('button', { name: 'Case run' }));
    const picker = within(settings()).getByRole('combobox', { name: 'Case' });
    await waitFor(() => expect(within(picker).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(picker, 'Sign up');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo('updateFlow')).toHaveLength(1));
    expect(savedBody().nodes![0]!.data).toMatchObject({
      task_type: 'caserun',
      case_id: caseStub.id,
    });
  });
});
