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

/**
 * Scans, crawls of pages that need rendering, reports and the browser tests all drive Debian's
 * Chromium (never a downloaded browser) at CHROMIUM_PATH (the API's default: /usr/bin/chromium).
 * When it is missing, `npm start` and `npm test` install Debian's package; when that cannot be
 * done they stop with the exact command to run, rather than start a product whose every scan fails.
 */
function ensureChromium(why) {
  const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (existsSync(chromium)) return;
  console.log(`[vigil] installing Debian's chromium package (${why} need ${chromium})`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args) =>
    run(sudo[0] ?? 'apt-get', [...(sudo.length ? ['apt-get'] : []), ...args], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  const tried = (() => {
    try {
      return apt(['update', '-qq']) === 0 && apt(['install', '-y', '-qq', 'chromium']) === 0;
    } catch {
      return false; // no apt-get (or no sudo) on this machine
    }
  })();
  if (tried && existsSync(chromium)) return;
  const command = `${sudo.length ? 'sudo ' : ''}apt-get update && ${sudo.length ? 'sudo ' : ''}apt-get install -y chromium`;
  console.error(
    `[vigil] Chromium is missing at ${chromium}: ${why} need it.\n` +
      `[vigil] Install it with:\n\n    ${command}\n\n` +
      `[vigil] or point CHROMIUM_PATH at an installed Chromium, then run this again.`,
  );
  process.exit(1);
}

if (command === 'test') ensureChromium('the browser tests');
if (command === 'start') ensureChromium('scans, page rendering and PDF reports');
const pnpm = pnpmBinary();
// Workspace scripts call `pnpm` themselves, so a pnpm brought into .tooling/ goes on their PATH.
const env = { ...process.env, PATH: `${dirname(pnpm)}${delimiter}${process.env.PATH ?? ''}` };
const installStarted = performance.now();
const install = run(pnpm, ['install', '--frozen-lockfile', '--reporter=append-only'], { env });
if (install !== 0) process.exit(install);
// `npm test`'s closing table lists the install beside the stages that follow it.
env.VIGIL_INSTALL_SECONDS = ((performance.now() - installStarted) / 1000).toFixed(1);
process.exit(run(pnpm, ['run', `${command}:all`, ...rest], { env }));
