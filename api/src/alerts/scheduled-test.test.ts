import { pageTestWorld } from '../../test/page-test-world';

jest.setTimeout(120_000);
const world = pageTestWorld();

describe('a scheduled test ends', () => {
  it('its schedule’s alert is evaluated through the pipeline and records the notice', async () => {
    const { token, pageIds } = await world.team(['/pricing']);
    const call = (url: string, body?: object) => world.browser.post(url, body ?? {}, { token });
    // A condition a first test meets (it passes with no earlier scan): the notice must go out.
    const alert = await call('/v1/ops/alert', {
      name: 'Pricing test',
      expressions: [{ metric: 'test_status', operator: '==', value: 'passed' }],
      actions: [{ type: 'email', target: 'qa@example.com' }],
    });
    const schedule = await call('/v1/ops/schedule', {
      scope: 'page',
      resources: [pageIds[0]],
      task_type: 'test',
      frequency: 'daily',
      alert_id: alert.body.id,
    });
    const run = await call(`/v1/ops/schedule/${schedule.body.id}/run`);
    expect(run.body).toMatchObject({ outcome: 'ran', objects: [{ type: 'test' }] });
    const test = await world.browser.get(`/v1/ops/test/${run.body.objects[0].id}`, { token });
    await world.work([test.body]);
    const ended = await world.browser.get(`/v1/ops/test/${test.body.id}`, { token });
    expect(ended.body.status).toBe('passed');
    const log = await world.browser.get(`/v1/ops/alert/${alert.body.id}/deliveries`, { token });
    expect(log.body.results).toEqual([
      expect.objectContaining({ kind: 'failing', action: 'email', target: 'qa@example.com' }),
    ]);
  });
});
