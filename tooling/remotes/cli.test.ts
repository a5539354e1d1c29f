import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from './cli';

let root: string;
let out: string[];
let err: string[];
const io = { out: (line: string) => out.push(line), err: (line: string) => err.push(line) };

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'vigil-cli-'));
  process.env.VIGIL_WEB_DIR = root;
  out = [];
  err = [];
});
afterEach(() => {
  delete process.env.VIGIL_WEB_DIR;
  rmSync(root, { recursive: true, force: true });
});

it('exits 1 with a one-line message for an unknown remote', () => {
  expect(runCli(['publish', 'payroll', '--no-build'], io)).toBe(1);
  expect(err).toEqual([
    'Unknown remote "payroll". Known remotes: auth, onboarding, billing, monitoring.',
  ]);
});

it('exits 1 for an unknown version', () => {
  mkdirSync(join(root, 'remotes', 'auth', '1-a1b2c3d4'), { recursive: true });
  writeFileSync(join(root, 'remotes', 'auth', '1-a1b2c3d4', 'mf-manifest.json'), '{}');
  expect(runCli(['rollback', 'auth', '9-ffffffff'], io)).toBe(1);
  expect(err).toEqual(['auth has no version "9-ffffffff" on disk. Available: 1-a1b2c3d4.']);
});

it('rolls back to a named version on disk', () => {
  mkdirSync(join(root, 'remotes', 'auth', '1-a1b2c3d4'), { recursive: true });
  writeFileSync(join(root, 'remotes', 'auth', '1-a1b2c3d4', 'mf-manifest.json'), '{}');
  expect(runCli(['rollback', 'auth', '1-a1b2c3d4'], io)).toBe(0);
  expect(out).toEqual(['Rolled back auth: (none) -> 1-a1b2c3d4']);
});

it('lists the remotes and rejects unknown commands with the usage', () => {
  expect(runCli(['list', '--json'], io)).toBe(0);
  expect(JSON.parse(out.join('\n'))).toHaveLength(4);
  expect(runCli(['deploy'], io)).toBe(1);
  expect(err[0]).toMatch(/^Unknown command "deploy"\.\nUsage \(from the repository root\):/);
});
