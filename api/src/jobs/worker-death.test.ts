import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createTestDatabase, onPostgres, type TestDatabase } from '../../test/databases';
import { killWorker } from '../../test/worker-process';
import { openDb, type Db } from '../db/connection';
import { DYING_JOB, DYING_LEASE, dyingJob } from '../../test/dying-worker';
import { openQueue, type Queue } from './queue';
import { declareJobs, MAX_WORKER_DEATHS } from './registry';

const API_DIR = resolve(__dirname, '../..');
const TSX = join(API_DIR, 'node_modules/.bin/tsx');

// Worker processes that die need a database server they share with the test: PostgreSQL only.
const describeOnPostgres = onPostgres() ? describe : describe.skip;

describeOnPostgres('a job that kills its worker (PostgreSQL only)', () => {
  let database: TestDatabase;
  let db: Db;
  let queue: Queue;
  let dir: string;
  const workers: ChildProcess[] = [];
  beforeEach(async () => {
    database = await createTestDatabase();
    db = await openDb({ databaseUrl: database.databaseUrl });
    queue = await openQueue(db, database.databaseUrl);
    dir = mkdtempSync(join(tmpdir(), 'vigil-dying-'));
  });
  afterEach(async () => {
    // The whole process group: killing tsx alone left the worker it runs alive after the run.
    await Promise.all(workers.map((worker) => killWorker(worker, 'SIGKILL')));
    await queue.stop({ graceful: false, wait: true, timeout: 5_000 });
    await db.close();
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  function startWorker() {
    const worker = spawn(TSX, ['test/dying-worker.ts'], {
      cwd: API_DIR,
      detached: true,
      stdio: 'ignore',
      env: {
        ...process.env,
        DATABASE_URL: database.databaseUrl,
        RUNS_FILE: join(dir, 'runs'),
        FINAL_FILE: join(dir, 'final'),
      },
    });
    workers.push(worker);
    return new Promise<void>((done) => worker.once('exit', () => done()));
  }

  it('is not retried after its worker died twice: it fails with the reason, recorded once', async () => {
    const job = dyingJob(join(dir, 'runs'), join(dir, 'final'));
    await declareJobs(queue, [job], DYING_LEASE);
    await queue.updateQueue(DYING_JOB, { name: DYING_JOB, retryDelay: 0, retryBackoff: false });
    const id = (await queue.send(DYING_JOB, { page: 'https://bomb.example/' }))!;
    const runs = () =>
      existsSync(join(dir, 'runs'))
        ? readFileSync(join(dir, 'runs'), 'utf8').split('\n').length - 1
        : 0;

    // Workers are started one after the other (as a supervisor restarts them), while this process
    // sweeps expired jobs as maintenance does; the job retried would kill each of them.
    const deadline = Date.now() + 120_000;
    let exited: Promise<void> = startWorker();
    while (!existsSync(join(dir, 'final')) && Date.now() < deadline) {
      await queue.expire();
      const gone = await Promise.race([exited.then(() => true), sleep(500).then(() => false)]);
      if (gone) exited = startWorker();
    }

    expect(runs()).toBe(MAX_WORKER_DEATHS + 1);
    const stored = await queue.getJobById(DYING_JOB, id);
    expect(stored?.state).toBe('failed');
    const reason =
      'not retried: the worker running it stopped 2 times (the page may crash workers)';
    expect(readFileSync(join(dir, 'final'), 'utf8')).toBe(`https://bomb.example/: ${reason}`);
  }, 180_000);
});

const sleep = (ms: number) => new Promise((wait) => setTimeout(wait, ms));
