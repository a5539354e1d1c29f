import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** What the browser keeps between leaving for Google and coming back (an httpOnly cookie). */
export interface GoogleFlow {
  state: string;
  nonce: string;
  verifier: string;
  /** Epoch ms after which the flow is refused. */
  expires: number;
}

const flowSchema = z.object({
  state: z.string(),
  nonce: z.string(),
  verifier: z.string(),
  expires: z.number(),
});

export const FLOW_COOKIE = 'vigil_google_flow';
export const FLOW_TTL_MS = 10 * 60_000;

/** Signed, so a cookie planted by someone else (a sibling subdomain) is not taken as ours. */
export function sealFlow(flow: GoogleFlow, secret: string): string {
  const payload = Buffer.from(JSON.stringify(flow)).toString('base64url');
  const mac = createHmac('sha256', secret).update(payload).digest('base64url');
  return `${payload}.${mac}`;
}

export function openFlow(cookie: string | undefined, secret: string): GoogleFlow | null {
  const [payload, mac] = (cookie ?? '').split('.');
  if (!payload || !mac) return null;
  const expected = Buffer.from(createHmac('sha256', secret).update(payload).digest('base64url'));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const flow = flowSchema.parse(JSON.parse(Buffer.from(payload, 'base64url').toString()));
    return flow.expires > Date.now() ? flow : null;
  } catch {
    return null;
  }
}
