import { randomUUID } from 'node:crypto';
import { Browser, signUpWithTeam, withTeamApp, type TeamApp } from '../../test/harness';

let world: TeamApp;
let theirAlert: string;
withTeamApp(
  async (ready) => {
    world = ready;
    const other = await signUpWithTeam(new Browser(ready.t.app), 'Other');
    const made = await new Browser(ready.t.app).post(
      '/v1/ops/alert',
      { name: 'theirs', expressions: [{ metric: 'health', operator: '<', value: 80 }] },
      { token: other.session.token },
    );
    theirAlert = made.body.id;
  },
  { VIGIL_ALLOW_PRIVATE_TARGETS: '127.0.0.1' },
);

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: object) =>
  world.browser.call(method, url, { token: world.token, ...(body ? { body } : {}) });
const good = {
  name: 'Home page health',
  expressions: [
    { joiner: '', metric: 'health', operator: '<', value: 80 },
    { joiner: 'or', metric: 'logs', operator: '>=', value: 1 },
  ],
  actions: [
    { type: 'email', target: 'ops@example.com' },
    { type: 'webhook', target: 'http://127.0.0.1:9/hook' },
  ],
};

describe('/v1/ops/alert', () => {
  it('creates, reads, lists, updates and deletes an alert; a schedule may carry it', async () => {
    const created = await call('POST', '/v1/ops/alert', good);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...good, webhook_secret: expect.any(String) });
    const id = created.body.id;
    expect((await call('GET', `/v1/ops/alert/${id}`)).body).toEqual(created.body);
    expect((await call('GET', '/v1/ops/alert')).body).toMatchObject({ count: 1 });
    const renamed = await call('PATCH', `/v1/ops/alert/${id}`, { name: 'Renamed' });
    expect(renamed.body).toMatchObject({ name: 'Renamed', expressions: good.expressions });
    expect((await call('GET', `/v1/ops/alert/${id}/deliveries`)).body).toMatchObject({
      count: 0,
      results: [],
    });
    expect((await call('DELETE', `/v1/ops/alert/${id}`)).body).toEqual({ success: true });
    expect((await call('GET', `/v1/ops/alert/${id}`)).status).toBe(404);
  });

  const expression = good.expressions[0]!;
  it.each([
    [
      'an unknown metric',
      { expressions: [{ ...expression, metric: 'speed' }] },
      'expressions.0.metric',
      'unknown metric "speed"',
    ],
    [
      'an unknown operator',
      { expressions: [{ ...expression, operator: '=~' }] },
      'expressions.0.operator',
      'unknown operator "=~"',
    ],
    [
      'an unknown joiner',
      { expressions: [{ ...expression, joiner: 'xor' }] },
      'expressions.0.joiner',
      '',
    ],
    ['no expression', { expressions: [] }, 'expressions', ''],
    [
      'an unknown action',
      { actions: [{ type: 'sms', target: '1' }] },
      'actions.0.type',
      'unknown action type "sms"',
    ],
    ['a bad email', { actions: [{ type: 'email', target: 'nobody' }] }, 'actions.0.target', ''],
    [
      'a webhook to a private address',
      { actions: [{ type: 'webhook', target: 'http://10.1.2.3/hook' }] },
      'actions.0.target',
      '10.1.2.3',
    ],
    [
      'a webhook to the metadata address',
      {
        actions: [
          { type: 'email', target: 'a@b.co' },
          { type: 'webhook', target: 'http://169.254.169.254/' },
        ],
      },
      'actions.1.target',
      '',
    ],
    [
      'a webhook that is not http',
      { actions: [{ type: 'webhook', target: 'file:///etc/passwd' }] },
      'actions.0.target',
      '',
    ],
  ])('answers 400 naming the field for %s', async (_, change, field, words) => {
    const answer = await call('POST', '/v1/ops/alert', { ...good, ...change });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ field });
    expect(answer.body.reason).toContain(words);
  });

  it("answers 404 for another team's alert and refuses it on a schedule", async () => {
    const url = `/v1/ops/alert/${theirAlert}`;
    expect((await call('GET', url)).status).toBe(404);
    expect((await call('PATCH', url, { name: 'x' })).status).toBe(404);
    expect((await call('GET', `${url}/deliveries`)).status).toBe(404);
    expect((await call('DELETE', url)).status).toBe(404);
    expect((await call('GET', `/v1/ops/alert/${randomUUID()}`)).status).toBe(404);
    const schedule = await call('POST', '/v1/ops/schedule', {
      scope: 'account',
      task_type: 'scan',
      frequency: 'daily',
      alert_id: theirAlert,
    });
    expect(schedule).toMatchObject({ status: 400, body: { field: 'alert_id' } });
  });
});
