import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { queuedDeliveries } from '../../../test/alert-deliveries';
import { Browser, signUpWithTeam, type TeamApp } from '../../../test/harness';
import { withWebhookTeamApp } from '../../../test/receiver-fixture';
import { planCatalogue } from '@vigil/contract';
import { setLimits } from '../../billing/repository';
import { testEnv } from '../../env';
import { createSsrfGuard } from '../../net/guard';
import { runDueChecks, type CheckDeps } from '../checks';

/**
 * A site whose answers the test scripts: each request takes the next status of `script`, and
 * `status` once the script is spent. `requests` counts what arrived.
 */
export async function startTarget() {
  const state = { status: 200, script: [] as number[], requests: 0 };
  const server: Server = createServer((_request, response) => {
    state.requests += 1;
    const status = state.script.shift() ?? state.status;
    response.writeHead(status, { 'content-type': 'text/plain' }).end('hello');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/health`,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The worker's side, in the test's process: checks run on a clock the test moves (a minute a
 * step), the alert deliveries they queue are sent by the real delivery job.
 */
export function uptimeWorker(world: TeamApp, extra: Partial<CheckDeps> = {}) {
  const env = testEnv({
    VIGIL_OUTBOX_DIR: world.t.outboxDir,
    VIGIL_ALLOW_PRIVATE_TARGETS: '127.0.0.1',
  });
  const deliveries = queuedDeliveries(world.t.db, env);
  const deps: CheckDeps = {
    db: world.t.db,
    queue: deliveries.queue,
    appUrl: env.APP_URL,
    guard: createSsrfGuard('127.0.0.1'),
    ...extra,
  };
  let now = Date.now() + 1000;
  return {
    deps,
    clock: () => new Date(now),
    /** The next minute's checks, then every queued delivery sent. */
    async minute() {
      const checked = await runDueChecks(deps, () => new Date(now));
      now += 60_000;
      await deliveries.sendQueued();
      return checked;
    },
  };
}

/** The API as the test's team: a call with its token. */
export const caller =
  (world: () => TeamApp) =>
  (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: object) =>
    world().browser.call(method, url, { token: world().token, ...(body ? { body } : {}) });

/** Another team, signed up in `world`'s app, and its monitor: what a test of 404s reaches for. */
export async function otherTeamsMonitor(world: TeamApp, intervalSeconds: number) {
  const browser = new Browser(world.t.app);
  const other = await signUpWithTeam(browser, 'Other');
  const made = await browser.post(
    '/v1/ops/monitor',
    {
      name: 'Theirs',
      kind: 'http',
      url: 'https://example.com/',
      interval_seconds: intervalSeconds,
    },
    { token: other.session.token },
  );
  return { token: other.session.token, teamId: other.team.id, monitorId: made.body.id as string };
}

/**
 * The suites make more monitors than the free plan's 3 while keeping its 60 s floor (the team
 * stays `new`): the free limits without a monitor limit. monitors.test.ts tests the limit itself.
 */
export const withoutMonitorLimit = (world: TeamApp) =>
  setLimits(world.t.db, world.team.id, { ...planCatalogue.free.limits, monitors_allowed: 0 });

/**
 * An alerting uptime suite's world: the API with a team allowed any number of monitors, a webhook
 * receiver that checks signatures with the secret of the alert `alertToReceiver` made, and the
 * scripted target site; closed after the file.
 */
export function useUptimeWorld() {
  const hooks = withWebhookTeamApp(withoutMonitorLimit);
  const target = startTarget();
  afterAll(async () => (await target).close());
  const call = caller(() => hooks.app);

  /**
   * A monitor of the scripted site (with `extra` fields) whose alert posts to the receiver, the
   * notices of earlier tests cleared.
   */
  async function watchedMonitor(extra: object = {}) {
    const hook = await hooks.receiver;
    hook.received.length = 0;
    const alert = await hooks.alertToReceiver('Site down');
    const created = await call('POST', '/v1/ops/monitor', {
      name: 'Shop',
      kind: 'http',
      url: (await target).url,
      interval_seconds: 60,
      alert_id: alert.id,
      ...extra,
    });
    if (created.status !== 201) throw new Error(`monitor failed: ${JSON.stringify(created.body)}`);
    const id = created.body.id as string;
    return {
      id,
      read: async () => (await call('GET', `/v1/ops/monitor/${id}`)).body,
      /** The state each notice reported, in order ('unsigned' where the signature failed). */
      notices: () => hook.received.map((r) => (r.verified ? r.body.state : 'unsigned')),
    };
  }

  return {
    get world(): TeamApp {
      return hooks.app;
    },
    receiver: hooks.receiver,
    alertToReceiver: (name: string) => hooks.alertToReceiver(name),
    target,
    call,
    watchedMonitor,
  };
}
