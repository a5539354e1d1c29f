#!/usr/bin/env node
// Entry point of the README's two commands. A fresh machine has only Node and npm, so this
// script brings the pinned pnpm (into .tooling/, no root needed), installs the workspace from
// the lockfile, then hands over to the workspace script of the same name.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const [, , command = 'test', ...rest] = process.argv;
const wanted = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).engines.pnpm;

function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function pnpmBinary() {
  const onPath = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  if (onPath.status === 0 && onPath.stdout.trim() === wanted) return 'pnpm';
  const local = join(root, '.tooling', 'pnpm', 'node_modules', '.bin', 'pnpm');
  if (!existsSync(local)) {
    console.log(`[vigil] installing pnpm ${wanted} into .tooling/pnpm`);
    const status = run('npm', [
      'install',
      '--prefix',
      join(root, '.tooling', 'pnpm'),
      '--no-save',
      '--no-audit',
      '--no-fund',
      `pnpm@${wanted}`,
    ]);
    if (status !== 0) process.exit(status);
  }
  return local;
}

/** Browser tests drive Debian's Chromium (never a downloaded browser); install it when missing. */
function ensureChromium() {
  if (existsSync('/usr/bin/chromium')) return;
  console.log("[vigil] installing Debian's chromium package for the browser tests");
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args) =>
    run(sudo[0] ?? 'apt-get', [...(sudo.length ? ['apt-get'] : []), ...args], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  if (apt(['update', '-qq']) !== 0 || apt(['install', '-y', '-qq', 'chromium']) !== 0) {
    console.error('[vigil] could not install chromium; the browser tests need /usr/bin/chromium');
    process.exit(1);
  }
}

if (command === 'test') ensureChromium();
const pnpm = pnpmBinary();
// Workspace scripts call `pnpm` themselves, so a pnpm brought into .tooling/ goes on their PATH.
const env = { ...process.env, PATH: `${dirname(pnpm)}${delimiter}${process.env.PATH ?? ''}` };
const install = run(pnpm, ['install', '--frozen-lockfile', '--reporter=append-only'], { env });
if (install !== 0) process.exit(install);
process.exit(run(pnpm, ['run', `${command}:all`, ...rest], { env }));
