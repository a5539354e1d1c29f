import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Browser, signUpWithTeam, startTestApp, type TestApp } from './harness';
import { enginePipeline, runFinished } from '../src/engine/pipeline';
import { testEnv } from '../src/env';
import type { JobSender } from '../src/jobs/define-job';
import { closeScanEngines } from '../src/scans/jobs';
import { flowEngineDeps, flowJobs } from '../src/flows/jobs';
import { createFlowRunService } from '../src/flows/run-service';
import { RUN_KINDS } from '../src/engine/run-kinds';

/**
 * What the flow-run suites share: the real app, a fixture site whose /changing page can be
 * redrawn, and every job the engine queues (scans, comparisons, flow nodes) run in this process
 * in queue order, as workers would, with real Chromium (Lighthouse off).
 */
export interface FlowWorld {
  t: TestApp;
  browser: Browser;
  origin: string;
  /** Where mails go (no SMTP). */
  outboxDir: string;
  /** Serves /changing as a different page from now on. */
  redraw(): void;
  /** The queue the engine sends to, and the jobs on it (with their startAfter, seconds). */
  queue: JobSender;
  queued: { name: string; data: Record<string, string>; startAfter?: number }[];
  /**
   * Runs queued jobs until none is left (or `maxJobs`); `beforeJob` sees each one first, and
   * returning false leaves it unrun (a poll that has not fallen due).
   */
  work(
    beforeJob?: (job: {
      name: string;
      data: Record<string, string>;
      startAfter?: number;
    }) => unknown,
    maxJobs?: number,
  ): Promise<void>;
  /** Starts a run as POST /v1/ops/flowrun does, its first job on this world's queue. */
  startRun(teamId: string, body: { flow_id: string; site_id: string }): Promise<string>;
  team(type: string): Promise<FlowTeam>;
  /**
   * Saves `flow` for the team (POST /v1/ops/flow, which must answer 201) and starts a run of it
   * on the team's site: the saved flow as answered, and the run's id.
   */
  runFlow(team: FlowTeam, flow: object): Promise<{ flow: Answer; runId: string }>;
  /** The run as GET /v1/ops/flowrun/:id answers it to the team. */
  readRun(token: string, runId: string): Promise<Answer>;
}

/** An answer's body as the harness's Browser parses it. */
type Answer = Awaited<ReturnType<Browser['get']>>['body'];

/** A team of `team(type)`: its admin's token, and its site with two pages. */
export interface FlowTeam {
  token: string;
  teamId: string;
  siteId: string;
}

const STABLE =
  '<!doctype html><html lang="en"><head><title>About</title></head><body><h1>About us</h1><p>We make things.</p></body></html>';
const CHANGED =
  '<!doctype html><html lang="en"><head><title>Sale</title></head><body style="background:#102030;color:#fff"><h2>Everything must go</h2><section style="height:900px;background:#e04040"><p>Sale</p></section><script>console.error("checkout broke")</script></body></html>';

/** `pollSeconds`: a waiting node's own next look (0: at once, so `work` runs every step). */
export function flowWorld(options: { pollSeconds?: number } = {}): FlowWorld {
  const world = {} as FlowWorld;
  let artifactDir = '';
  let redrawn = false;
  const server = createServer((request, response) => {
    const html = (body: string) =>
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
    if (request.url === '/stable') html(STABLE);
    else if (request.url === '/changing')
      html(redrawn ? CHANGED : STABLE.replace('About us', 'Shop'));
    else response.writeHead(404).end();
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    world.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    world.redraw = () => void (redrawn = true);
    artifactDir = mkdtempSync(join(tmpdir(), 'vigil-flow-artifacts-'));
    const overrides = {
      VIGIL_ARTIFACT_DIR: artifactDir,
      VIGIL_LIGHTHOUSE: 'off',
      VIGIL_OUTBOX_DIR: join(artifactDir, 'outbox'),
      VIGIL_ALLOW_PRIVATE_TARGETS: '127.0.0.1',
    };
    world.outboxDir = overrides.VIGIL_OUTBOX_DIR;
    world.t = await startTestApp(overrides);
    world.browser = new Browser(world.t.app);
    const queued: FlowWorld['queued'] = (world.queued = []);
    const queue = (world.queue = {
      send: async (name: string, data?: object | null, options?: { startAfter?: number }) => {
        const job = { name, data: (data ?? {}) as Record<string, string> };
        queued.push(options?.startAfter ? { ...job, startAfter: options.startAfter } : job);
        return null;
      },
    } as JobSender);
    const env = testEnv(overrides);
    const pipeline = enginePipeline({ db: world.t.db, env, queue });
    const [flowNode] = flowJobs({
      ...flowEngineDeps(world.t.db, env, queue, {
        kinds: RUN_KINDS,
        runFinished: (run) => runFinished({ db: world.t.db, env, queue }, run),
      }),
      pollSeconds: options.pollSeconds ?? 0,
    });
    const handlers: Record<string, (data: never) => Promise<void>> = {
      [pipeline.scan.name]: (data) => pipeline.scan.handle(data),
      [pipeline.compareTest.name]: (data) => pipeline.compareTest.handle(data),
      [pipeline.runCase.name]: (data) => pipeline.runCase.handle(data),
      [pipeline.compareMigrationPath.name]: (data) => pipeline.compareMigrationPath.handle(data),
      [flowNode!.name]: (data) => flowNode!.handle(data),
    };
    world.startRun = async (teamId, body) =>
      (await createFlowRunService(world.t.db, queue).create(teamId, body)).id;
    world.work = async (beforeJob, maxJobs = Infinity) => {
      for (let job = queued.shift(), n = 1; job; job = n++ < maxJobs ? queued.shift() : undefined) {
        if (beforeJob?.(job) === false) continue;
        await handlers[job.name]?.(job.data as never);
      }
    };
    world.team = async (type) => {
      const { session, team } = await signUpWithTeam(world.browser);
      const db = world.t.db;
      await db.query('UPDATE accounts SET type = $2 WHERE id = $1', [team.id, type]);
      const [site] = await db.query<{ id: string }>(
        'INSERT INTO sites (account_id, site_url) VALUES ($1, $2) RETURNING id',
        [team.id, world.origin],
      );
      await db.query(
        `INSERT INTO pages (account_id, site_id, page_url) VALUES ($1, $2, $3 || '/changing'),
         ($1, $2, $3 || '/stable')`,
        [team.id, site!.id, world.origin],
      );
      return { token: session.token, teamId: team.id, siteId: site!.id };
    };
    world.runFlow = async ({ token, teamId, siteId }, flow) => {
      const saved = await world.browser.post('/v1/ops/flow', flow, { token });
      if (saved.status !== 201) throw new Error(`POST /v1/ops/flow: ${saved.status}`);
      const runId = await world.startRun(teamId, { flow_id: saved.body.id, site_id: siteId });
      return { flow: saved.body, runId };
    };
    world.readRun = async (token, runId) =>
      (await world.browser.get(`/v1/ops/flowrun/${runId}`, { token })).body;
  }, 120_000);
  afterAll(async () => {
    await closeScanEngines();
    await world.t?.close();
    await new Promise((resolve) => server.close(resolve));
    rmSync(artifactDir, { recursive: true, force: true });
  });
  return world;
}
