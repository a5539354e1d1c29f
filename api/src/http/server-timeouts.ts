import type { ServerOptions } from 'node:http';
import type { Env } from '../env';

/**
 * Time-outs of the HTTP server, so a slow or silent client cannot hold a connection for ever
 * (issue 12 item 10): the whole request (headers and body) must arrive within
 * HTTP_REQUEST_TIMEOUT_SECONDS (else 408 and the connection is closed), a socket idle for
 * HTTP_IDLE_TIMEOUT_SECONDS is closed, and a kept-alive connection waits
 * HTTP_KEEP_ALIVE_TIMEOUT_SECONDS for its next request. Node checks the request time-out
 * periodically; the check runs often enough to close within a quarter of the limit past it.
 */
export function serverTimeouts(
  env: Pick<
    Env,
    'HTTP_REQUEST_TIMEOUT_SECONDS' | 'HTTP_IDLE_TIMEOUT_SECONDS' | 'HTTP_KEEP_ALIVE_TIMEOUT_SECONDS'
  >,
): {
  requestTimeout: number;
  connectionTimeout: number;
  keepAliveTimeout: number;
  http: ServerOptions;
} {
  const requestTimeout = env.HTTP_REQUEST_TIMEOUT_SECONDS * 1000;
  return {
    requestTimeout,
    connectionTimeout: env.HTTP_IDLE_TIMEOUT_SECONDS * 1000,
    keepAliveTimeout: env.HTTP_KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
    http: {
      requestTimeout,
      headersTimeout: requestTimeout,
      connectionsCheckingInterval: Math.min(5_000, Math.max(250, requestTimeout / 4)),
    },
  };
}
