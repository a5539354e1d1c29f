import type { MonitorHttpSettings } from '@vigil/contract';
import tls from 'node:tls';
import type { SsrfGuard } from '../net/guard';
import { CheckError, timedProbe, type CheckOutcome } from './http-check';

const DAY_MS = 86_400_000;

/** The peer's certificate after a handshake that verifies nothing yet (we judge it ourselves). */
function handshake(
  guard: SsrfGuard,
  target: URL,
  ca: string[] | undefined,
  signal: AbortSignal,
): Promise<tls.TLSSocket> {
  guard.assertLiteral(target.hostname);
  return new Promise((resolve, reject) => {
    const socket = tls.connect({
      host: target.hostname,
      port: Number(target.port) || 443,
      servername: target.hostname,
      lookup: guard.lookup,
      // Trust and expiry are judged below, so an expired certificate still shows its date.
      rejectUnauthorized: false,
      ...(ca ? { ca: [...tls.rootCertificates, ...ca] } : {}),
    });
    const abort = () => socket.destroy(new CheckError('timeout', 'no handshake in time'));
    signal.addEventListener('abort', abort, { once: true });
    socket.once('secureConnect', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** What a certificate fails, or null: trust (the chain and the name), then days left. */
function certificateFailure(socket: tls.TLSSocket, warnDays: number, now: Date) {
  const certificate = socket.getPeerCertificate();
  const validTo = new Date(certificate.valid_to);
  const days = Math.floor((validTo.getTime() - now.getTime()) / DAY_MS);
  if (days < 0) return new CheckError('tls', `the certificate expired on ${validTo.toISOString()}`);
  if (!socket.authorized)
    return new CheckError('tls', `the certificate is not trusted: ${socket.authorizationError}`);
  if (days < warnDays) {
    return new CheckError(
      'tls',
      `the certificate expires in ${days} days (${validTo.toISOString()}), under ${warnDays}`,
    );
  }
  return null;
}

/**
 * A tls check: a handshake with the URL's host (through the SSRF guard) and its certificate's
 * trust and days left; fewer than `tls_warn_days` is a failure of class `tls`, so the monitor
 * goes Down (and alerts) while there is time to renew. Throws only for our own failures.
 */
export function checkTls(
  deps: { guard: SsrfGuard; tlsCa?: string[] },
  url: string,
  settings: MonitorHttpSettings,
): Promise<CheckOutcome> {
  return timedProbe(settings.timeout_seconds, 'handshake', async (signal, elapsed) => {
    const socket = await handshake(deps.guard, new URL(url), deps.tlsCa, signal);
    try {
      const ms = elapsed();
      const failure = certificateFailure(socket, settings.tls_warn_days, new Date());
      return { statusCode: null, ms, failure };
    } finally {
      socket.destroy();
    }
  });
}
