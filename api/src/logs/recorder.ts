import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/connection';
import type { ResolveCaller } from '../http/caller';
import { parseResponsePayload, redactUrl, storedPayload } from './redact';
import { insertApiLog } from './repository';

interface Pending {
  /** When the request arrived: the log's order is the order of the calls, not of the writes. */
  time: Date;
  /** The caller's team, resolved while the request runs (null: not a valid key, or no team). */
  team: Promise<string | null>;
  response?: unknown;
}

const TOKEN_SCHEME = /^\s*token\s/i;
const MAX_PATH_CHARS = 2048;

/**
 * Records every request made with a `Token` API key in the caller's team's log (server.md §3).
 * Bearer (browser) sessions are not recorded. The key is resolved when the request arrives, not
 * after it, so a request that regenerates the key is still recorded. The row is written after the
 * response is sent; a failed write is logged, never thrown at the caller.
 */
export function registerApiLogRecorder(app: FastifyInstance, db: Db, callers: ResolveCaller) {
  const pending = new WeakMap<FastifyRequest, Pending>();
  const writes = new Set<Promise<void>>();

  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header || !TOKEN_SCHEME.test(header)) return;
    const team = callers(header)
      .then((caller) => (caller?.via === 'token' ? caller.accountId : null))
      .catch((error: unknown) => {
        request.log.warn({ err: error }, 'api log: caller not resolved');
        return null;
      });
    pending.set(request, { time: new Date(), team });
  });

  app.addHook('onSend', async (request, _reply, payload) => {
    const entry = pending.get(request);
    if (entry) entry.response = payload;
    return payload;
  });

  app.addHook('onResponse', async (request, reply) => {
    const entry = pending.get(request);
    if (!entry) return;
    pending.delete(request);
    const write = (async () => {
      const accountId = await entry.team;
      if (!accountId) return;
      await insertApiLog(db, {
        accountId,
        time: entry.time,
        method: request.method,
        path: redactUrl(request.url).slice(0, MAX_PATH_CHARS),
        status: reply.statusCode,
        durationMs: Math.round(reply.elapsedTime),
        request: storedPayload(request.body, request.routeOptions.config.secretBodyFields),
        response: storedPayload(
          parseResponsePayload(entry.response),
          request.routeOptions.config.secretResponseFields,
        ),
      });
    })()
      .catch((error: unknown) => request.log.warn({ err: error }, 'api log not recorded'))
      .finally(() => writes.delete(write));
    writes.add(write);
  });

  // Closing waits for the last rows, so the database is never closed under a write.
  app.addHook('onClose', async () => {
    await Promise.all([...writes]);
  });
}
