import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const REPO = resolve(__dirname, '..', '..');
const TSX = join(REPO, 'api', 'node_modules', '.bin', 'tsx');

/**
 * The Node gateway (`pnpm gateway`, tooling/gateway) as its own process in front of the API at
 * `apiUrl`, as a browser reaches the API: one more hop and one more process on the same cores.
 * No host build is needed: the benches only call /v1/.
 */
export async function startGatewayProcess(apiUrl: string) {
  const webDir = mkdtempSync(join(tmpdir(), 'vigil-bench-web-'));
  const child = spawn(TSX, [join(REPO, 'tooling', 'gateway', 'main.ts')], {
    cwd: join(REPO, 'tooling'),
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      VIGIL_API_URL: apiUrl,
      VIGIL_WEB_DIR: webDir,
      VIGIL_HOST_DIR: webDir,
      GATEWAY_PORT: '0',
    },
  });
  const url = await new Promise<string>((done, fail) => {
    let said = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      const match = /\[gateway\] (http:\/\/\S+)/.exec(said);
      if (match) done(match[1]!);
    });
    child.once('exit', (code) => fail(new Error(`the gateway exited (${code}): ${said}`)));
  });
  return {
    url,
    async close() {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
      rmSync(webDir, { recursive: true, force: true });
    },
  };
}
