import { act, screen, waitFor, within } from '@testing-library/react';
import type { FlowUpdateBody } from '@vigil/contract';
import { chainEdges, chainNodes, flowFixture } from '../features/flows/testing/flow-fixtures';
import { renderRoute } from '../features/scan-detail/testing/render-route';
import { answerCalls, callsTo } from '../testing/render-app';
import { teamFixture } from '../testing/monitoring-fixtures';
import { shimReactFlow } from '../testing/react-flow-shims';
import { resetBetweenTests } from '../testing/reset';
import { FlowRoute } from './flow';

jest.mock('@vigil/shared', () => jest.requireActual('../testing/shared-mock').sharedWithMocks());
resetBetweenTests();
// Every element measures 200 × 80 here: the canvas shows a 200 × 80 window onto the graph.
shimReactFlow();
const PANE = { width: 200, height: 80 };

const chain = flowFixture(2, { title: 'Nightly check', nodes: chainNodes(), edges: chainEdges() });
const renderEditor = (flow = flowFixture(1)) => {
  answerCalls({
    getFlow: () => flow,
    getAccount: () => teamFixture(),
    updateFlow: (input) => ({ ...flow, ...(input as { body: object }).body }),
  });
  return renderRoute('/flow/:id', <FlowRoute />, `/flow/${flow.id}`);
};
type User = ReturnType<typeof renderEditor>['user'];
const palette = () => screen.getByRole('region', { name: 'Add a node' });
const settings = () => screen.getByRole('region', { name: 'Settings' });
const graph = () => screen.getByRole('region', { name: 'Flow graph' });
const nodeBox = (name: string) =>
  within(graph()).getByRole('group', { name }).closest<HTMLElement>('.react-flow__node')!;
const selectByKeyboard = async (user: User, name: string) => {
  act(() => nodeBox(name).focus());
  await user.keyboard('{Enter}');
};

/** The numbers of a CSS transform such as `translate(10px, 20px) scale(0.5)`. */
const numbersOf = (transform: string) => (transform.match(/-?[\d.]+/g) ?? []).map(Number);

/** Where the node's centre is drawn on the canvas, in the canvas's pixels. */
function centreOnCanvas(name: string) {
  const viewport = graph().querySelector<HTMLElement>('.react-flow__viewport')!;
  const [panX = 0, panY = 0, zoom = 1] = numbersOf(viewport.style.transform);
  const [x = 0, y = 0] = numbersOf(nodeBox(name).style.transform);
  return { x: panX + (x + PANE.width / 2) * zoom, y: panY + (y + PANE.height / 2) * zoom };
}
const expectOnCanvas = (name: string) =>
  waitFor(() => {
    const centre = centreOnCanvas(name);
    expect({
      name,
      onCanvas: centre.x >= 0 && centre.x <= PANE.width && centre.y >= 0 && centre.y <= PANE.height,
    }).toEqual({ name, onCanvas: true });
  });
const savedBody = () => (callsTo('updateFlow').at(-1) as { body: FlowUpdateBody }).body;

describe('Flow editor canvas (issue 43)', () => {
  it('shows each new node on the canvas, however long the chain grows', async () => {
    const { user } = renderEditor();
    await screen.findByRole('textbox', { name: 'Title' });
    const added = ['Scan', 'Test', 'Case run', 'Wait', 'Email'];
    for (const [index, task] of added.entries()) {
      await user.click(within(palette()).getByRole('button', { name: task }));
      await expectOnCanvas(`Node ${index + 1}: ${task}`);
    }
  });

  it('puts a node added with nothing selected where the canvas shows, over no other node', async () => {
    const { user } = renderEditor(chain);
    await screen.findByRole('textbox', { name: 'Title' });
    await user.click(within(palette()).getByRole('button', { name: 'Issue' }));
    await expectOnCanvas('Node 4: Issue');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo('updateFlow')).toHaveLength(1));
    const [issue, ...others] = savedBody()
      .nodes!.map((node) => ({ id: node.id, ...node.position! }))
      .reverse();
    for (const node of others) {
      const apart =
        Math.abs(node.x - issue!.x) >= PANE.width || Math.abs(node.y - issue!.y) >= PANE.height;
      expect({ node: node.id, apart }).toEqual({ node: node.id, apart: true });
    }
  });

  it('joins the selected node to another from its panel, offering only what a drag may join', async () => {
    const { user } = renderEditor(chain);
    await screen.findByRole('textbox', { name: 'Title' });
    // The last node leads nowhere new: back to the first two would make a loop.
    await selectByKeyboard(user, 'Node 3: Tell the deploy bot');
    const lastTarget = await within(settings()).findByRole('combobox', { name: 'Connect to' });
    expect(
      within(lastTarget)
        .getAllByRole('option')
        .map((it) => it.textContent),
    ).toEqual(['No node can follow']);
    // The first already leads to the second, and never to itself.
    await selectByKeyboard(user, 'Node 1: Scan');
    await within(settings()).findByRole('heading', { name: 'Scan node 1' });
    const target = within(settings()).getByRole('combobox', { name: 'Connect to' });
    expect(
      within(target)
        .getAllByRole('option')
        .map((it) => it.textContent),
    ).toEqual(['Choose a node', 'Node 3: Tell the deploy bot']);
    const connect = within(settings()).getByRole('button', { name: 'Connect' });
    expect(connect).toBeDisabled();
    await user.selectOptions(target, 'Node 3: Tell the deploy bot');
    await user.click(connect);
    expect(
      await within(graph()).findByLabelText('From Scan to Tell the deploy bot'),
    ).toBeInTheDocument();
    expect(within(target).getAllByRole('option')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo('updateFlow')).toHaveLength(1));
    expect(savedBody().edges).toEqual([
      ...chainEdges(),
      { id: 'e1-3', source: '1', target: '3', branch: null },
    ]);
  });
});
