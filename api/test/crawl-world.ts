import { startFixtureSite, type FixtureSite } from '../src/crawl/fixture-site';
import { runCrawl } from '../src/crawl/jobs';
import { enginePipeline } from '../src/engine/pipeline';
import { testEnv, type Env } from '../src/env';
import type { JobSender } from '../src/jobs/define-job';
import { Browser, signUpWithTeam, startTestApp, type TestApp } from './harness';

/** The crawler reaches only the loopback fixture site: private targets must be allowed. */
const CRAWL_ENV = { VIGIL_ALLOW_PRIVATE_TARGETS: '127.0.0.1' };

/** The fixture site's pages, by path, that an unlimited (enterprise) team's crawl stores. */
export const FIXTURE_SITE_PAGES = [
  '',
  '/about',
  '/blog',
  '/blog/post-1',
  '/blog/post-2',
  '/docs/',
  '/from-sitemap',
  '/new-page',
  '/team',
];

/**
 * A queue that records the names of the jobs sent to it and runs none: what a crawl job queues
 * after it (scans, case generation) is read, not done.
 */
export function recordingQueue() {
  const sent: string[] = [];
  const queue = {
    send: (async (name: string) => {
      sent.push(name);
      return 'job';
    }) as unknown as JobSender['send'],
  };
  return { queue, sent };
}

export interface CrawlWorld {
  t: TestApp;
  site: FixtureSite;
  browser: Browser;
  /** A signed-up team on `plan` (enterprise: no page limit); its access token. */
  team(plan?: 'free' | 'enterprise'): Promise<string>;
  /** The crawl job as a worker runs it, follow-ups included, sending them to `queue`. */
  crawlJob(queue: JobSender): ReturnType<typeof enginePipeline>['crawl'];
  /** Runs the crawl job with its follow-ups recorded, not run; answers how many scans it queued. */
  runCrawlJob(siteId: string, processId: string): Promise<number>;
  /** Adds the fixture site to `token`'s team (which queues its first crawl); its id. */
  addSite(token: string): Promise<string>;
  /** Adds the fixture site to `token`'s team and crawls it as a worker would: its id and pages. */
  crawledSite(token: string): Promise<{ siteId: string; pages: CrawledPage[] }>;
}

export interface CrawledPage {
  id: string;
  page_url: string;
}

/**
 * The crawl suites' world: the real app allowed to crawl 127.0.0.1 (with `env` added), and the
 * fixture site — a fresh one for each test, or with `siteFor: 'file'` one for the whole file
 * (suites that change its pages in turn, or set them once).
 */
export function crawlWorld({
  siteFor = 'test',
  env = {},
}: { siteFor?: 'test' | 'file'; env?: Partial<Record<keyof Env, string>> } = {}): CrawlWorld {
  const world = {} as CrawlWorld;
  beforeAll(async () => {
    world.t = await startTestApp({ ...CRAWL_ENV, ...env });
    world.browser = new Browser(world.t.app);
    if (siteFor === 'file') world.site = await startFixtureSite();
  });
  afterAll(async () => {
    if (siteFor === 'file') await world.site?.close();
    await world.t?.close();
  });
  if (siteFor === 'test') {
    beforeEach(async () => {
      world.site = await startFixtureSite();
    });
    afterEach(() => world.site.close());
  }
  world.team = async (plan = 'enterprise') => {
    const { session, team } = await signUpWithTeam(world.browser);
    await world.t.db.query('UPDATE accounts SET type = $2 WHERE id = $1', [team.id, plan]);
    return session.token;
  };
  world.crawlJob = (queue) =>
    enginePipeline({ db: world.t.db, env: testEnv({ ...CRAWL_ENV, ...env }), queue }).crawl;
  world.runCrawlJob = async (siteId, processId) => {
    const { queue, sent } = recordingQueue();
    await world.crawlJob(queue).handle({ siteId, processId });
    return sent.filter((name) => name === 'scan.page').length;
  };
  world.addSite = async (token) => {
    const site = { site_url: world.site.origin };
    const created = await world.browser.post('/v1/ops/site', site, { token });
    if (created.status !== 201) throw new Error(`site failed: ${JSON.stringify(created.body)}`);
    return created.body.id as string;
  };
  world.crawledSite = async (token) => {
    const siteId = await world.addSite(token);
    const processes = await world.browser.get(`/v1/ops/process?site_id=${siteId}&type=crawl`, {
      token,
    });
    await runCrawl(world.t.db, { siteId, processId: processes.body.results[0].id }, '127.0.0.1');
    const pages = await world.browser.get(`/v1/ops/page?site_id=${siteId}&limit=100`, { token });
    return { siteId, pages: pages.body.results as CrawledPage[] };
  };
  return world;
}
