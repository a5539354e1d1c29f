/** Debian's Chromium (env.ts's CHROMIUM_PATH default); a downloaded browser is never used. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * The flags every headless Chromium of the API runs with: no sandbox (containers), and quiet on a
 * closed network (node-svc.md): no GPU, QUIC, first-run, background, update or sync traffic.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
