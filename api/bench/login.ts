/**
 * Login throughput: the real API (startRuntime, production argon2 cost) on embedded PGlite and,
 * when a server answers, on PostgreSQL, loaded by autocannon on POST /v1/auth/login/.
 *
 *   pnpm --filter @vigil/api bench   (BENCH_SECONDS=10, BENCH_DATABASE_URL=postgres://…/test)
 */
import autocannon from 'autocannon';
import { listeningApi } from './local-api';
import { withScratchPglite, withScratchPostgres } from './scratch-postgres';
import { loadEnv } from '../src/env';
import { startRuntime } from '../src/runtime';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const CONNECTIONS = 50;
const EMAIL = 'bench@example.com';
const PASSWORD = 'correct horse battery staple';

interface Row {
  database: string;
  'req/s (avg)': number;
  'p99 ms': number;
  'p50 ms': number;
  non2xx: number;
  total: number;
  /** Not printed: non-200 answers plus connection errors, which make the run fail. */
  failures: number;
}

/** One run: fresh API on `env`, one user, then CONNECTIONS clients logging in for SECONDS. */
async function bench(database: string, env: Record<string, string>): Promise<Row> {
  // Everything else (ARGON2_*, JWT, TTLs) stays at the production defaults loadEnv applies.
  const config = loadEnv({ ...env, LOG_LEVEL: 'silent', VIGIL_WORKER: 'off' });
  const runtime = await startRuntime(config, { http: true, workers: false });
  try {
    const { base, headers } = await listeningApi(runtime.app!);

    const register = await fetch(`${base}/v1/auth/register/`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email: EMAIL, password: PASSWORD, first_name: 'B', last_name: 'C' }),
    });
    if (register.status !== 201) {
      throw new Error(`register: ${register.status} ${await register.text()}`);
    }

    const result = await autocannon({
      url: `${base}/v1/auth/login/`,
      connections: CONNECTIONS,
      duration: SECONDS,
      method: 'POST',
      headers,
      body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
    });
    const total = Object.values(result.statusCodeStats).reduce((sum, s) => sum + s.count, 0);
    // Login answers exactly 200; connection errors/timeouts have no status code at all.
    const failures = total - (result.statusCodeStats['200']?.count ?? 0) + result.errors;
    if (failures > 0) {
      console.warn(
        `${database}: ${result.non2xx} non-2xx, ${result.errors} errors ` +
          `(${result.timeouts} timeouts); status codes ${JSON.stringify(result.statusCodeStats)}`,
      );
    }
    return {
      database,
      'req/s (avg)': Math.round(result.requests.average * 10) / 10,
      'p99 ms': result.latency.p99,
      'p50 ms': result.latency.p50,
      non2xx: result.non2xx,
      total,
      failures,
    };
  } finally {
    await runtime.close();
  }
}

/** PGlite on a fresh temporary data dir (on disk, as `start` runs it), removed afterwards. */
const benchPglite = () => withScratchPglite('login', (env) => bench('pglite', env));

/** The same bench on a throw-away PostgreSQL database (skipped when nothing answers). */
async function benchPostgres(): Promise<Row | null> {
  return withScratchPostgres(SERVER_URL, (url) => bench('postgres', { DATABASE_URL: url }));
}

async function main() {
  if (!Number.isFinite(SECONDS) || SECONDS <= 0) throw new Error('BENCH_SECONDS must be > 0');
  console.log(`POST /v1/auth/login/ · ${CONNECTIONS} connections · ${SECONDS} s per database`);
  const rows = [await benchPglite()];
  const postgres = await benchPostgres();
  if (postgres) rows.push(postgres);
  console.table(rows.map(({ failures: _failures, ...shown }) => shown));
  // Exit explicitly: the assertion is the exit code, and nothing may keep the process alive.
  process.exit(rows.some((row) => row.failures > 0) ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
