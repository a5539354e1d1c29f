import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const script = join(__dirname, 'run.mjs');
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'vigil-run-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/**
 * `npm start` as the README runs it, on a machine without Chromium. apt-get is a fake on PATH
 * (the one boundary a test cannot cross: it would install into this machine) that records its
 * arguments and answers `status`.
 */
function startWithoutChromium(aptStatus: number) {
  const bin = join(dir, 'bin');
  const log = join(dir, 'apt.log');
  spawnSync('mkdir', ['-p', bin]);
  const fake = join(bin, process.getuid?.() === 0 ? 'apt-get' : 'sudo');
  writeFileSync(fake, `#!/bin/sh\necho "$@" >> ${log}\nexit ${aptStatus}\n`);
  chmodSync(fake, 0o755);
  const result = spawnSync(process.execPath, [script, 'start'], {
    encoding: 'utf8',
    env: {
      ...process.env,
      PATH: `${bin}:${process.env.PATH ?? ''}`,
      CHROMIUM_PATH: join(dir, 'no-chromium-here'),
    },
    timeout: 30_000,
  });
  const aptCalls = (() => {
    try {
      return readFileSync(log, 'utf8').trim().split('\n');
    } catch {
      return [];
    }
  })();
  return { ...result, aptCalls };
}

it.each([
  ['apt-get fails', 100],
  ['apt-get succeeds but no browser appears', 0],
])(
  'npm start without Chromium installs Debian’s package, else stops with the command (%s)',
  (_, status) => {
    const result = startWithoutChromium(status);
    expect(result.status).toBe(1);
    expect(result.aptCalls.map((call) => call.replace(/^apt-get /, ''))).toEqual(
      status === 0 ? ['update -qq', 'install -y -qq chromium'] : ['update -qq'],
    );
    expect(result.stderr).toContain(`Chromium is missing at ${join(dir, 'no-chromium-here')}`);
    expect(result.stderr).toMatch(/apt-get update && (sudo )?apt-get install -y chromium/);
    // It stopped before installing the workspace or starting anything.
    expect(result.stdout).not.toMatch(/pnpm|gateway|listening/i);
  },
);
