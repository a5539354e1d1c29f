import { fork, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

type Reply = { type: 'ready'; issuer: string } | { type: 'ack' };

function next(child: ChildProcess): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const exited = (code: number | null) => reject(new Error(`OpenID provider exited (${code})`));
    child.once('exit', exited);
    child.once('message', (message) => {
      child.off('exit', exited);
      resolve(message as Reply);
    });
  });
}

/**
 * Starts oauth2-mock-server (a real OpenID provider: discovery, consent redirect, code exchange,
 * RS256-signed ID tokens) on loopback, in a child process.
 */
export async function startOpenIdProvider() {
  const child = fork(join(__dirname, 'openid-provider-process.mjs'), [], {
    execArgv: [],
    stdio: 'inherit',
  });
  const ready = await next(child);
  if (ready.type !== 'ready') throw new Error('OpenID provider did not start');
  return {
    issuer: ready.issuer,
    /** The claims the next sign-in's ID token carries, and whether consent is refused. */
    async set(person: Record<string, unknown>, options: { denyConsent?: boolean } = {}) {
      const acked = next(child);
      child.send({ type: 'set', person, denyConsent: options.denyConsent ?? false });
      await acked;
    },
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send({ type: 'stop' });
      await exited;
    },
  };
}
