import { PAGE_SCRIPT_CSP_SOURCE } from './prerendered';

/**
 * The security headers of every answer the gateway serves itself (host pages and files, remotes,
 * config, its own errors): the one source for both gateways. tooling/nginx/security-headers.conf
 * holds the same lines, and nginx.test.ts fails when they differ. API answers are the API's own
 * (it sets nosniff and no-store itself; an artifact carries its own sandbox CSP).
 */

/**
 * Only what the app loads: its own origin (host, remotes under /remotes/, /config/, the API at
 * /v1/) and Stripe Elements (script, frames and API calls, in the billing remote). Chakra's
 * emotion injects <style> elements at run time and the host's page carries the style system's CSS
 * inline (shared/src/ui/system-stylesheet.ts), hence 'unsafe-inline' for styles only; scripts
 * stay 'self' but for the one constant script a page with a prerendered screen carries, allowed by
 * its hash (prerendered.ts). Screenshots are shown from blob: URLs.
 * An API on another origin (app.json `apiBase`) must be added to connect-src.
 */
const CSP_DIRECTIVES = [
  "default-src 'self'",
  `script-src 'self' ${PAGE_SCRIPT_CSP_SOURCE} https://js.stripe.com https://*.js.stripe.com`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://*.stripe.com",
  "font-src 'self' data:",
  "connect-src 'self' https://api.stripe.com",
  'frame-src https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com',
  "frame-ancestors 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
];

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CSP_DIRECTIVES.join('; '),
  'X-Content-Type-Options': 'nosniff',
  // frame-ancestors above for current browsers, this for the rest: no page of Vigil in a frame.
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/** nginx's form of the same headers (`always`: error answers carry them too). */
export function nginxSecurityHeaderLines(): string[] {
  return Object.entries(SECURITY_HEADERS).map(
    ([name, value]) => `add_header ${name} "${value}" always;`,
  );
}
