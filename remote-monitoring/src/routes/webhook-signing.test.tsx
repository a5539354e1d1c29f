import { act, screen, within } from '@testing-library/react';
import { WEBHOOK_VERIFY_SNIPPETS } from '@vigil/contract';
import { alertFixture } from '../features/alerts/testing/alert-fixtures';
import { chainEdges, chainNodes, flowFixture } from '../features/flows/testing/flow-fixtures';
import { renderRoute } from '../features/scan-detail/testing/render-route';
import { answerCalls } from '../testing/render-app';
import { list, teamFixture } from '../testing/monitoring-fixtures';
import { shimReactFlow } from '../testing/react-flow-shims';
import { resetBetweenTests } from '../testing/reset';
import { FlowRoute } from './flow';
import { SchedulesRoute } from './schedules';

jest.mock('@vigil/shared', () => jest.requireActual('../testing/shared-mock').sharedWithMocks());
resetBetweenTests();
shimReactFlow();

/*
 * Issue 43, item 3: the alert editor said bodies were signed with "HMAC-SHA256 of this secret",
 * and a receiver built from that refused every call. Both screens that show a webhook secret now
 * say what is signed and offer the checks that api/src/notify/webhook-recipe.test.ts runs against
 * a real delivery (the contract's snippets, also in docs/webhooks.md).
 */
const SECRET = 'c0ffee'.repeat(10) + 'beef';

type User = ReturnType<typeof renderRoute>['user'];

/** What a receiver's author reads and copies from the section. */
async function expectRecipe(user: User, section: HTMLElement) {
  expect(within(section).getByLabelText('Webhook secret')).toHaveTextContent(SECRET);
  expect(section).toHaveTextContent(
    'X-Vigil-Signature: sha256= followed by the hex HMAC-SHA256 of <timestamp>.<body>',
  );
  expect(section).toHaveTextContent('X-Vigil-Timestamp (Unix seconds)');
  await user.click(within(section).getByRole('button', { name: 'Copy webhook secret' }));
  expect(await navigator.clipboard.readText()).toBe(SECRET);
  for (const { name, code } of WEBHOOK_VERIFY_SNIPPETS) {
    await user.click(within(section).getByText(`Verify in ${name}`));
    const copy = within(section).getByRole('button', { name: `Copy the ${name} check` });
    expect(copy).toBeVisible();
    await user.click(copy);
    expect(await navigator.clipboard.readText()).toBe(code);
    expect(section).toHaveTextContent(code.split('\n')[0]!);
  }
}

describe('How a webhook call is checked, on the alert and flow screens', () => {
  it('the alert editor shows the signed string, the secret and the Node and Python checks', async () => {
    const alert = alertFixture(1, { name: 'Checkout broke', webhook_secret: SECRET });
    answerCalls({
      listAlerts: () => list([alert]),
      getAlert: () => alert,
      listAlertDeliveries: () => list([]),
    });
    const { user } = renderRoute('/schedule', <SchedulesRoute />, '/schedule?tab=alerts');
    await user.click(await screen.findByRole('button', { name: 'Checkout broke' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit alert' }, { timeout: 5000 });
    const section = await within(dialog).findByRole('region', { name: 'Webhook signature' });
    expect(dialog).not.toHaveTextContent('HMAC-SHA256 of this secret');
    await expectRecipe(user, section);
  });

  it("a flow's webhook node shows the same, with the flow's secret", async () => {
    const flow = flowFixture(2, {
      nodes: chainNodes(),
      edges: chainEdges(),
      webhook_secret: SECRET,
    });
    answerCalls({ getFlow: () => flow, getAccount: () => teamFixture() });
    const { user } = renderRoute('/flow/:id', <FlowRoute />, `/flow/${flow.id}`);
    const graph = await screen.findByRole('region', { name: 'Flow graph' });
    const node = within(graph).getByRole('group', { name: 'Node 3: Tell the deploy bot' });
    act(() => node.closest<HTMLElement>('.react-flow__node')!.focus());
    await user.keyboard('{Enter}');
    const settings = screen.getByRole('region', { name: 'Settings' });
    await expectRecipe(
      user,
      await within(settings).findByRole('region', { name: 'Webhook signature' }),
    );
  });
});
