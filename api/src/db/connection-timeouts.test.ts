import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { createTestDatabase, onPostgres } from '../../test/databases';
import { testEnv } from '../env';
import { startRuntime } from '../runtime';
import { openDb } from './connection';

// A "database" that accepts connections and never says a word (a hung server, a black-holing
// proxy): start-up must fail soon with a reason, not hang.
let silent: Server;
let url: string;
const sockets: Socket[] = [];
beforeAll(async () => {
  silent = createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const { port } = silent.address() as AddressInfo;
  url = `postgres://vigil:hunter2-secret@127.0.0.1:${port}/vigil`;
});
afterAll(async () => {
  sockets.forEach((socket) => socket.destroy());
  await new Promise((resolve) => silent.close(resolve));
});

it('stops the start-up within the connect time-out, naming the host of DATABASE_URL', async () => {
  const started = Date.now();
  const env = testEnv({ DATABASE_URL: url, DATABASE_CONNECT_TIMEOUT_SECONDS: '1' });
  const startUp = startRuntime(env, { http: true, workers: false });
  await expect(startUp).rejects.toThrow(
    `Cannot use the database at 127.0.0.1:${(silent.address() as AddressInfo).port}/vigil ` +
      '(DATABASE_URL) within 1 s',
  );
  await startUp.catch((error: Error) => expect(error.message).not.toContain('hunter2'));
  expect(Date.now() - started).toBeLessThan(5_000);
  expect(sockets.length).toBeGreaterThan(0);
});

it('says why when nothing listens at all', async () => {
  await expect(openDb({ databaseUrl: 'postgres://vigil@127.0.0.1:9/vigil' })).rejects.toThrow(
    /^Cannot use the database at 127\.0\.0\.1:9\/vigil \(DATABASE_URL\) within 10 s: .*ECONNREFUSED/,
  );
});

// PGlite has no server to time out; the PostgreSQL project runs this.
(onPostgres() ? it : it.skip)('has the server cancel a statement past its time-out', async () => {
  const database = await createTestDatabase();
  const db = await openDb({
    databaseUrl: database.databaseUrl,
    timeouts: { connectTimeoutMs: 5_000, statementTimeoutMs: 500 },
  });
  try {
    expect(await db.query('SHOW statement_timeout')).toEqual([{ statement_timeout: '500ms' }]);
    const started = Date.now();
    await expect(db.query('SELECT pg_sleep(5)')).rejects.toThrow(/statement timeout/);
    expect(Date.now() - started).toBeLessThan(3_000);
  } finally {
    await db.close();
    await database.drop();
  }
});
