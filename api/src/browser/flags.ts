/** Debian's Chromium (env.ts's CHROMIUM_PATH default); a downloaded browser is never used. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * The flags every headless Chromium of the API runs with: no sandbox (containers), and quiet on a
 * closed network (node-svc.md): no GPU, QUIC, first-run, background, update or sync traffic.
 * QUIC and WebRTC's UDP are also the two ways a page could send packets around the guarded proxy
 * (an HTTP proxy carries TCP only): QUIC is off and WebRTC may only use proxied connections.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--webrtc-ip-handling-policy=disable_non_proxied_udp',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Cross-site frames in the page's own process, so the DevTools session that counts a page's
 * responses (response-limit.ts) sees its iframes' too. The browser holds one hostile site at a
 * time in a throw-away context, so isolating its frames from each other protects nothing.
 */
// (No --disable-features here: Chromium keeps only the last one, and Playwright passes its own.)
export const SINGLE_PROCESS_SITES = ['--disable-site-isolation-trials'];
