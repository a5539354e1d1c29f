import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { resolve } from 'node:path';

const API_DIR = resolve(__dirname, '..');
const TSX = resolve(API_DIR, 'node_modules/.bin/tsx');

/** A process as /proc shows it (Linux): its parent, start time (with the pid, its identity). */
export interface ProcessInfo {
  pid: number;
  ppid: number;
  start: string;
  cmdline: string;
}

/** Every live process (zombies are dead: left out). */
export function processTable(): ProcessInfo[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((name) => {
      try {
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        // After "pid (comm) ": state, ppid, … starttime is the 20th field from there.
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        if (fields[0] === 'Z' || fields[0] === 'X') return [];
        const cmdline = readFileSync(`/proc/${name}/cmdline`, 'utf8').replace(/\0/g, ' ');
        return [{ pid: Number(name), ppid: Number(fields[1]), start: fields[19]!, cmdline }];
      } catch {
        return []; // ended while being read
      }
    });
}

/** The processes `pid` started, and theirs, at this moment. */
export function descendantsOf(pid: number): ProcessInfo[] {
  const table = processTable();
  const found: ProcessInfo[] = [];
  for (let parents = new Set([pid]); parents.size > 0;) {
    const children = table.filter((process) => parents.has(process.ppid));
    found.push(...children);
    parents = new Set(children.map((process) => process.pid));
  }
  return found;
}

/** Those of `processes` still running (the same pid started at the same time: not a reused pid). */
export function stillRunning(processes: ProcessInfo[]): ProcessInfo[] {
  const now = processTable();
  return processes.filter((process) =>
    now.some((live) => live.pid === process.pid && live.start === process.start),
  );
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  await new Promise((done) => server.close(done));
  return port;
}

export interface ApiProcess {
  /** tsx's process (`pnpm start` runs `tsx src/main.ts`); the API is its child. */
  child: ChildProcess;
  base: string;
  /** What the API wrote on stderr lately (for a failure's message). */
  said(): string;
}

/**
 * `tsx src/main.ts`, as `pnpm --filter @vigil/api start` runs it, in a process group of its own
 * (so a test can end whatever is left), ready once /readyz answers 200.
 */
export async function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(TSX, ['src/main.ts'], {
    cwd: API_DIR,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
  });
  let said = '';
  child.stderr!.on('data', (chunk: Buffer) => (said = (said + chunk.toString()).slice(-4000)));
  const base = `http://127.0.0.1:${port}`;
  const deadline = performance.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited (${child.exitCode}): ${said}`);
    const ready = await fetch(`${base}/readyz`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ready) return { child, base, said: () => said };
    if (performance.now() > deadline) throw new Error(`the API never got ready: ${said}`);
    await new Promise((wait) => setTimeout(wait, 250));
  }
}

/** A signed-up user with a team (free plan) on a running API, and a JSON caller with their token. */
export async function signedUpCaller(base: string) {
  const health = await fetch(`${base}/healthz`);
  const csrf = /csrftoken=([^;]+)/.exec(health.headers.get('set-cookie') ?? '')?.[1] ?? '';
  let token = '';
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        cookie: `csrftoken=${csrf}`,
        'x-csrftoken': csrf,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const email = `owner-${Date.now()}@example.com`;
  const registered = await call('POST', '/v1/auth/register/', {
    username: email,
    email,
    password: 'correct horse battery',
    first_name: 'Ada',
    last_name: 'Lovelace',
  });
  token = String(registered.body.token);
  const team = await call('POST', '/v1/auth/account', { name: 'Acme', type: 'new' });
  if (team.status !== 200) throw new Error(`team: ${team.status}`);
  return call;
}
