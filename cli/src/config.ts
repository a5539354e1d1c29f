import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Connection } from './client';
import { usageError, type Io } from './io';

/** `npm start`'s gateway: where a local Vigil answers when nothing else is said. */
export const DEFAULT_URL = 'http://localhost:8080';

/** `$XDG_CONFIG_HOME/vigil/config.json` (else ~/.config; %APPDATA% on Windows). */
export function configFile(env: NodeJS.ProcessEnv): string {
  const base =
    env.XDG_CONFIG_HOME ||
    (process.platform === 'win32' && env.APPDATA) ||
    join(env.HOME || homedir(), '.config');
  return join(base, 'vigil', 'config.json');
}

function readStored(env: NodeJS.ProcessEnv): Partial<Connection> {
  try {
    const stored = JSON.parse(readFileSync(configFile(env), 'utf8')) as Partial<Connection>;
    return typeof stored === 'object' && stored !== null ? stored : {};
  } catch {
    return {}; // none yet, or unreadable: as if none
  }
}

/** The key and origin: the environment first (CI), then what `vigil login` stored. */
export function resolveConnection(io: Io, urlOption?: string): Connection {
  const stored = readStored(io.env);
  const key = io.env.VIGIL_API_KEY || stored.key;
  if (!key) throw usageError('no API key: set VIGIL_API_KEY or run `vigil login`');
  const url = urlOption || io.env.VIGIL_URL || stored.url || DEFAULT_URL;
  return { key, url: checkedUrl(url) };
}

export function checkedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error();
    return parsed.origin;
  } catch {
    throw usageError(`not an http(s) URL: ${url}`);
  }
}

/** Stores the key for this user only (0600; its folder 0700), as ssh and gh do. */
export function storeConnection(env: NodeJS.ProcessEnv, connection: Connection): string {
  const file = configFile(env);
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  writeFileSync(file, `${JSON.stringify(connection, null, 2)}\n`, { mode: 0o600 });
  chmodSync(file, 0o600); // writeFileSync's mode applies only to a new file
  return file;
}
