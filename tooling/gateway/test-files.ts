import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { startGateway } from './gateway';

/** Writes `content` at `path` under `root`, making the folders on the way (test fixtures). */
export function writeAt(root: string, path: string, content: string): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), content);
}

/** A gateway over these folders on a port the OS picks, with no API behind it (port 9). */
export function startTestGateway(webDir: string, hostDir: string) {
  return startGateway({ port: 0, webDir, hostDir, apiUrl: 'http://127.0.0.1:9' });
}
