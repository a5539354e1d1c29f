import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { withTeamApp, type TeamApp } from '../../../test/harness';
import { startReceiver } from '../../../test/receiver-fixture';
import { planCatalogue } from '@vigil/contract';
import { alertJobs } from '../../alerts/jobs';
import { setLimits } from '../../billing/repository';
import { testEnv } from '../../env';
import type { JobSender } from '../../jobs/define-job';
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
  const queued: string[] = [];
  const queue = {
    send: async (_name: string, data: { deliveryId: string }) => {
      queued.push(data.deliveryId);
      return null;
    },
  } as unknown as JobSender;
  const env = testEnv({
    VIGIL_OUTBOX_DIR: world.t.outboxDir,
    VIGIL_ALLOW_PRIVATE_TARGETS: '127.0.0.1',
  });
  const [delivery] = alertJobs(world.t.db, env);
  const deps: CheckDeps = {
    db: world.t.db,
    queue,
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
      for (let id = queued.shift(); id; id = queued.shift())
        await delivery!.handle({ deliveryId: id });
      return checked;
    },
  };
}

/** The API as the test's team: a call with its token. */
export const caller =
  (world: () => TeamApp) =>
  (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: object) =>
    world().browser.call(method, url, { token: world().token, ...(body ? { body } : {}) });

/**
 * The suites make more monitors than the free plan's 3 while keeping its 60 s floor (the team
 * stays `new`): the free limits without a monitor limit. monitors.test.ts tests the limit itself.
 */
export const withoutMonitorLimit = (world: TeamApp) =>
  setLimits(world.t.db, world.team.id, { ...planCatalogue.free.limits, monitors_allowed: 0 });

/**
 * An alerting uptime suite's world: the API with a team allowed any number of monitors, a webhook
 * receiver that checks signatures with `secret` (set it to the alert's), and the scripted target
 * site; closed after the file.
 */
export function useUptimeWorld() {
  let app: TeamApp | undefined;
  let secret = '';
  const receiver = startReceiver(() => secret);
  const target = startTarget();
  withTeamApp(
    async (ready) => {
      app = ready;
      await withoutMonitorLimit(ready);
    },
    { VIGIL_ALLOW_PRIVATE_TARGETS: '127.0.0.1' },
  );
  afterAll(async () => {
    await (await receiver).close();
    await (await target).close();
  });
  return {
    get world(): TeamApp {
      return app!;
    },
    /** The webhook secret the receiver checks signatures with: the alert's. */
    get secret() {
      return secret;
    },
    set secret(value: string) {
      secret = value;
    },
    receiver,
    target,
    call: caller(() => app!),
  };
}
