import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * The `state` of the Slack install: which team started it, sealed with the server's secret so
 * the callback cannot be pointed at another team, plus a nonce that must match the browser's
 * flow cookie (so a link started by someone else cannot land a webhook in their team).
 */
const stateSchema = z.object({
  account: z.string(),
  nonce: z.string(),
  expires: z.number(),
});
export type InstallState = z.infer<typeof stateSchema>;

export const INSTALL_COOKIE = 'vigil_slack_flow';
export const INSTALL_TTL_MS = 10 * 60_000;

const mac = (payload: string, secret: string) =>
  createHmac('sha256', `slack-install:${secret}`).update(payload).digest('base64url');

export function newInstallState(account: string, now = Date.now()): InstallState {
  return { account, nonce: randomBytes(24).toString('base64url'), expires: now + INSTALL_TTL_MS };
}

export function sealState(state: InstallState, secret: string): string {
  const payload = Buffer.from(JSON.stringify(state)).toString('base64url');
  return `${payload}.${mac(payload, secret)}`;
}

/** The state if it is ours, unexpired and started in this browser (its nonce cookie); else null. */
export function openState(
  sealed: string | undefined,
  cookieNonce: string | undefined,
  secret: string,
): InstallState | null {
  const [payload, given] = (sealed ?? '').split('.');
  if (!payload || !given) return null;
  const expected = Buffer.from(mac(payload, secret));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  try {
    const state = stateSchema.parse(JSON.parse(Buffer.from(payload, 'base64url').toString()));
    if (state.expires <= Date.now() || !cookieNonce) return null;
    const a = Buffer.from(state.nonce);
    const b = Buffer.from(cookieNonce);
    return a.length === b.length && timingSafeEqual(a, b) ? state : null;
  } catch {
    return null;
  }
}
