import type { MonitorErrorClass, MonitorHttpSettings } from '@vigil/contract';
import http from 'node:http';
import https from 'node:https';
import { ForbiddenTargetError, type SsrfGuard } from '../net/guard';
import { USER_AGENT } from '../net/safe-fetch';

/** What one check found: ok, or the class and words of the failure; `ms` to the last byte. */
export interface CheckOutcome {
  ok: boolean;
  statusCode: number | null;
  ms: number | null;
  errorClass: MonitorErrorClass | null;
  error: string | null;
}

/** Bytes of the body a check reads for its text assertions; the rest is not downloaded. */
const BODY_LIMIT = 1024 * 1024;
const MAX_REDIRECTS = 5;

interface Answer {
  status: number;
  location: string | undefined;
  body: string;
}

/** A failure of the network or of the server, with its class (the error's code decides). */
export class CheckError extends Error {
  constructor(
    readonly errorClass: MonitorErrorClass,
    message: string,
  ) {
    super(message);
  }
}

const DNS_CODES = new Set(['ENOTFOUND', 'EAI_AGAIN', 'ENODATA', 'ESERVFAIL']);

/** The class of a request's error: DNS, TLS (certificate or handshake) or else the connection. */
export function classify(error: Error & { code?: string }): CheckError {
  if (error instanceof CheckError) return error;
  const code = error.code ?? '';
  if (error instanceof ForbiddenTargetError) return new CheckError('connect', error.message);
  if (DNS_CODES.has(code)) return new CheckError('dns', `the name did not resolve (${code})`);
  if (/CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO_VERIFY|HOSTNAME|ALTNAME/.test(code))
    return new CheckError('tls', `TLS failed: ${error.message}`);
  return new CheckError('connect', `the connection failed: ${code || error.message}`);
}

/** One request without following redirects; at most BODY_LIMIT bytes of the body are read. */
function requestOnce(
  guard: SsrfGuard,
  target: URL,
  method: string,
  signal: AbortSignal,
  extraHeaders: Record<string, string>,
): Promise<Answer> {
  guard.assertLiteral(target.hostname);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      target,
      {
        method,
        lookup: guard.lookup,
        // A fresh connection each time: a check measures DNS and connect as a visitor meets them.
        agent: false,
        signal,
        headers: {
          'user-agent': USER_AGENT,
          accept: '*/*',
          'accept-encoding': 'identity',
          ...extraHeaders,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const done = () =>
          resolve({
            status: response.statusCode ?? 0,
            location: response.headers.location,
            body: Buffer.concat(chunks).toString('utf8'),
          });
        response.on('data', (chunk: Buffer) => {
          if (size >= BODY_LIMIT) return;
          chunks.push(chunk);
          size += chunk.length;
          if (size >= BODY_LIMIT) {
            response.destroy();
            done();
          }
        });
        response.on('end', done);
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/** What the settings ask of an answer that arrived; null when it passes. */
function assertionFailure(answer: Answer, ms: number, settings: MonitorHttpSettings) {
  const { expected_status_min: min, expected_status_max: max } = settings;
  if (answer.status < min || answer.status > max)
    return new CheckError('status', `answered ${answer.status}, expected ${min}-${max}`);
  if (settings.body_contains && !answer.body.includes(settings.body_contains))
    return new CheckError('assertion', `the body does not contain "${settings.body_contains}"`);
  if (settings.body_not_contains && answer.body.includes(settings.body_not_contains))
    return new CheckError('assertion', `the body contains "${settings.body_not_contains}"`);
  if (settings.max_response_ms !== null && ms > settings.max_response_ms)
    return new CheckError('assertion', `answered in ${ms} ms, over ${settings.max_response_ms} ms`);
  return null;
}

/**
 * Requests the URL, following redirects by hand when asked (each hop through the guard). The
 * monitor's headers go to the URL's origin only: a redirect elsewhere does not carry its
 * credentials, as browsers drop Authorization on a cross-origin redirect.
 */
async function answerOf(
  guard: SsrfGuard,
  url: string,
  settings: MonitorHttpSettings,
  signal: AbortSignal,
  headers: Record<string, string>,
) {
  const origin = new URL(url).origin;
  let target = new URL(url);
  for (let hop = 0; ; hop += 1) {
    const sent = target.origin === origin ? headers : {};
    const answer = await requestOnce(guard, target, settings.method, signal, sent);
    const redirect = answer.status >= 300 && answer.status < 400 && answer.location;
    if (!settings.follow_redirects || !redirect) return answer;
    if (hop >= MAX_REDIRECTS)
      throw new CheckError('connect', `more than ${MAX_REDIRECTS} redirects`);
    target = new URL(answer.location!, target);
    if (target.protocol !== 'http:' && target.protocol !== 'https:')
      throw new CheckError('connect', `redirected to ${target.protocol} (not http or https)`);
  }
}

/**
 * One http check without a browser, with the monitor's `headers` (its secrets read already): the whole exchange (DNS, connect, TLS, every redirect, the
 * body's first megabyte) within `timeout_seconds`, then the status and assertions. Never throws
 * for anything the target did; it throws only for our own failures (the check did not run).
 */
export function checkHttp(
  guard: SsrfGuard,
  url: string,
  settings: MonitorHttpSettings,
  headers: Record<string, string> = {},
): Promise<CheckOutcome> {
  return timedProbe(settings.timeout_seconds, 'answer', async (signal, elapsed) => {
    const answer = await answerOf(guard, url, settings, signal, headers);
    const ms = elapsed();
    return { statusCode: answer.status, ms, failure: assertionFailure(answer, ms, settings) };
  });
}

/**
 * One check's probe within the monitor's timeout, its end as the outcome: what `probe` found
 * (the status code, the milliseconds, the failure of its assertions or null), else the network's
 * error classified, or `no <waitedFor> within N s`. An error without a code came from our side (a
 * bug, not the target): it is thrown, as the check did not run.
 */
export async function timedProbe(
  timeoutSeconds: number,
  waitedFor: 'answer' | 'handshake',
  probe: (
    signal: AbortSignal,
    elapsed: () => number,
  ) => Promise<{ statusCode: number | null; ms: number; failure: CheckError | null }>,
): Promise<CheckOutcome> {
  const started = performance.now();
  const signal = AbortSignal.timeout(timeoutSeconds * 1000);
  try {
    const found = await probe(signal, () => Math.round(performance.now() - started));
    return {
      ok: !found.failure,
      statusCode: found.statusCode,
      ms: found.ms,
      errorClass: found.failure?.errorClass ?? null,
      error: found.failure?.message ?? null,
    };
  } catch (error) {
    const coded = error as Error & { code?: string };
    if (!signal.aborted && !coded.code && !(error instanceof CheckError)) throw error;
    const failure = signal.aborted
      ? new CheckError('timeout', `no ${waitedFor} within ${timeoutSeconds} s`)
      : classify(coded);
    return {
      ok: false,
      statusCode: null,
      ms: null,
      errorClass: failure.errorClass,
      error: failure.message,
    };
  }
}
