import { readOutbox } from '../../test/mail';
import { scanFollowUps } from '../../test/alert-deliveries';
import { testEnv } from '../env';
import { siteWithPages } from '../../test/schedule-fixture';
import { withWebhookTeamApp } from '../../test/receiver-fixture';

let page: string;
const hooks = withWebhookTeamApp(async (ready) => {
  await ready.t.db.query(`UPDATE accounts SET type = 'cloud' WHERE id = $1`, [ready.team.id]);
  page = (await siteWithPages(ready.t.db, ready.team.id, ['/pricing'])).pageIds[0]!;
});
const { receiver } = hooks;

const call = (method: 'GET' | 'POST', url: string, body?: object) =>
  hooks.app.browser.call(method, url, { token: hooks.app.token, ...(body ? { body } : {}) });

/** An hourly scan schedule of the page, reporting to alert `alertId`. */
const hourlyPageScan = (alertId: string) =>
  call('POST', '/v1/ops/schedule', {
    scope: 'page',
    resources: [page],
    task_type: 'scan',
    frequency: 'hourly',
    alert_id: alertId,
  });

/** The real follow-up and delivery job; a failing channel's delivery is left for its retry. */
const worker = () =>
  scanFollowUps(
    hooks.app.t.db,
    testEnv({ VIGIL_OUTBOX_DIR: hooks.app.t.outboxDir, VIGIL_ALLOW_PRIVATE_TARGETS: '127.0.0.1' }),
    'left for retry',
  );

describe('alert notifications', () => {
  it('sends one notice when a check starts failing and one when it recovers, signed', async () => {
    const hook = await receiver;
    const alert = await call('POST', '/v1/ops/alert', {
      name: 'Pricing health',
      expressions: [{ metric: 'health', operator: '<', value: 80 }],
      actions: [
        { type: 'webhook', target: hook.url },
        { type: 'email', target: 'ops@example.com' },
        { type: 'slack', target: '#alerts' },
      ],
    });
    hooks.secret = alert.body.webhook_secret;
    const schedule = await hourlyPageScan(alert.body.id);
    const scans: string[] = [];
    for (let n = 0; n < 4; n += 1) {
      const run = await call('POST', `/v1/ops/schedule/${schedule.body.id}/run`);
      scans.push(run.body.objects[0].id);
    }
    const jobs = worker();
    for (const [index, score] of [50, 60, 40].entries()) await jobs.scanEnds(scans[index]!, score);
    // The same result evaluated again (a retried job) changes nothing.
    await jobs.scanEnds(scans[2]!, 40);
    expect(hook.received.map((r) => r.body.state)).toEqual(['failing']);
    await jobs.scanEnds(scans[3]!, 95);

    expect(hook.received.map((r) => [r.body.state, r.verified])).toEqual([
      ['failing', true],
      ['recovered', true],
    ]);
    expect(hook.received[0]!.body).toMatchObject({
      alert: { id: alert.body.id, name: 'Pricing health' },
      object: { type: 'scan', id: scans[0] },
      page_url: 'http://127.0.0.1:9/pricing',
      figures: [{ metric: 'health', operator: '<', value: 80, actual: 50 }],
    });
    const mails = readOutbox(hooks.app.t.outboxDir).filter(
      (m) => m.headers.to === 'ops@example.com',
    );
    expect(mails.map((m) => m.headers.subject)).toEqual([
      expect.stringContaining('Pricing health is failing'),
      expect.stringContaining('Pricing health passes again'),
    ]);
    expect(mails[0]!.text).toContain('health < 80 (now 50)');

    const log = await call('GET', `/v1/ops/alert/${alert.body.id}/deliveries?limit=20`);
    const rows = log.body.results as {
      action: string;
      status: string;
      kind: string;
      error: string | null;
    }[];
    expect(log.body.count).toBe(6);
    const by = (action: string) => rows.filter((row) => row.action === action);
    expect(by('webhook').map((r) => r.status)).toEqual(['sent', 'sent']);
    expect(by('email').map((r) => r.status)).toEqual(['sent', 'sent']);
    expect(by('slack')).toEqual([
      expect.objectContaining({ status: 'failed', error: 'Slack is not connected' }),
      expect.objectContaining({ status: 'failed', error: 'Slack is not connected' }),
    ]);
  });

  it('records a failed webhook attempt and leaves it pending for the retry', async () => {
    const hook = await receiver;
    hook.state.failWith = 503;
    const alert = await hooks.alertToReceiver('Down');
    const schedule = await hourlyPageScan(alert.id);
    const run = await call('POST', `/v1/ops/schedule/${schedule.body.id}/run`);
    await worker().scanEnds(run.body.objects[0].id, 10);
    hook.state.failWith = 0;
    const log = await call('GET', `/v1/ops/alert/${alert.id}/deliveries`);
    expect(log.body.results).toEqual([
      expect.objectContaining({
        status: 'pending',
        attempts: 1,
        error: 'the receiver answered 503',
      }),
    ]);
  });
});
