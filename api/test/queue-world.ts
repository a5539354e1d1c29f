import { openDb, type Db } from '../src/db/connection';
import { openQueue, type Queue } from '../src/jobs/queue';
import { createTestDatabase, type TestDatabase } from './databases';

export interface QueueWorld {
  db: Db;
  queue: Queue;
}

/**
 * The job-queue suites' world: a fresh database with the queue (pg-boss) on it, for each test or,
 * with `per: 'file'`, for the whole file; the queue stopped gracefully and the database dropped
 * after.
 */
export function queueWorld({ per = 'test' }: { per?: 'test' | 'file' } = {}): QueueWorld {
  const world = {} as QueueWorld;
  let database: TestDatabase;
  const before = per === 'test' ? beforeEach : beforeAll;
  const after = per === 'test' ? afterEach : afterAll;
  before(async () => {
    database = await createTestDatabase();
    world.db = await openDb({ databaseUrl: database.databaseUrl });
    world.queue = await openQueue(world.db, database.databaseUrl);
  });
  after(async () => {
    await world.queue.stop({ graceful: true, wait: true, timeout: 10_000 });
    await world.db.close();
    await database.drop();
  });
  return world;
}
