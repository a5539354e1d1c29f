import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

// The installed command itself (bin/vigil.cjs through tsx), as a CI job starts it: exit codes
// are the process's, not a function's. No API needed: these never reach one.
const BIN = resolve(__dirname, '../bin/vigil.cjs');
let home = '';
beforeAll(() => {
  home = mkdtempSync(join(tmpdir(), 'vigil-bin-'));
});
afterAll(() => rmSync(home, { recursive: true, force: true }));

function vigil(args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, [BIN, ...args], {
    encoding: 'utf8',
    env: { PATH: process.env.PATH, XDG_CONFIG_HOME: home, ...env },
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

it('lists its commands with exit 0, and refuses a usage mistake with exit 2', () => {
  const help = vigil(['--help']);
  expect(help.code).toBe(0);
  expect(help.stdout).toContain('test            Tests a page');
  const bad = vigil(['scan', '--frequently']);
  expect(bad.code).toBe(2);
  expect(bad.stderr).toContain("Unknown option '--frequently'");
  expect(bad.stderr).toContain('usage: vigil scan <site|page>');
  const keyless = vigil(['sites', 'list']);
  expect(keyless).toMatchObject({
    code: 2,
    stderr: 'vigil: no API key: set VIGIL_API_KEY or run `vigil login`\n',
  });
});

it('exits 3 with JSON on stdout when nothing answers at VIGIL_URL', async () => {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  const down = vigil(['sites', 'list', '--json'], {
    VIGIL_API_KEY: 'any',
    VIGIL_URL: `http://127.0.0.1:${port}`,
  });
  expect(down.code).toBe(3);
  expect(JSON.parse(down.stdout)).toEqual({
    error: `cannot reach http://127.0.0.1:${port}: ECONNREFUSED`,
    exit_code: 3,
  });
});
