import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '../../api/test/databases';
import { Browser, signUpWithTeam } from '../../api/test/harness';
import { testEnv } from '../../api/src/env';
import { startRuntime, type Runtime } from '../../api/src/runtime';
import { run } from '../src/run';

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** The API as `npm start` runs it (HTTP and workers in one process) and one team's API key. */
export interface CliWorld {
  runtime: Runtime;
  /** The API's origin on loopback. */
  url: string;
  key: string;
  teamId: string;
  /** Where the CLI resolves relative files and keeps its config (a fresh folder). */
  dir: string;
  /** `vigil …argv` in this process, with the team's key in its environment. */
  vigil(argv: string[], env?: Record<string, string | undefined>): Promise<CliResult>;
}

export async function runCli(
  argv: string[],
  env: Record<string, string | undefined>,
  cwd: string,
): Promise<CliResult> {
  let stdout = '';
  let stderr = '';
  const io = {
    stdout: (text: string) => void (stdout += text),
    stderr: (text: string) => void (stderr += text),
    stderrIsTty: false,
    env: { XDG_CONFIG_HOME: join(cwd, 'config'), ...env },
    cwd,
    pollMs: 200,
  };
  const code = await run(argv, io);
  return { code, stdout, stderr };
}

/** `workers: false`: the API alone, for suites that only read and write (no crawl, no Chromium). */
export function useCliWorld({ workers = true } = {}): CliWorld {
  const world = {} as CliWorld;
  let database: TestDatabase;
  beforeAll(async () => {
    world.dir = mkdtempSync(join(tmpdir(), 'vigil-cli-'));
    database = await createTestDatabase({ onDisk: true, migrated: true });
    const env = testEnv({
      ...(database.databaseUrl
        ? { DATABASE_URL: database.databaseUrl }
        : { VIGIL_DATA_DIR: database.dataDir! }),
      VIGIL_ARTIFACT_DIR: join(world.dir, 'artifacts'),
      VIGIL_ALLOW_PRIVATE_TARGETS: '127.0.0.1',
      VIGIL_LIGHTHOUSE: 'off',
    });
    world.runtime = await startRuntime(env, { http: true, workers });
    await world.runtime.app!.listen({ port: 0, host: '127.0.0.1' });
    const { port } = world.runtime.app!.server.address() as AddressInfo;
    world.url = `http://127.0.0.1:${port}`;
    const { session, team } = await signUpWithTeam(new Browser(world.runtime.app!));
    await world.runtime.db.query(`UPDATE accounts SET type = 'free' WHERE id = $1`, [team.id]);
    world.key = session.api_token;
    world.teamId = team.id;
    world.vigil = (argv, env = {}) =>
      runCli(argv, { VIGIL_API_KEY: world.key, VIGIL_URL: world.url, ...env }, world.dir);
  }, 120_000);
  afterAll(async () => {
    await world.runtime?.close();
    await database?.drop();
    rmSync(world.dir, { recursive: true, force: true });
  });
  return world;
}
