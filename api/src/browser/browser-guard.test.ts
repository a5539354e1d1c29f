import { createSocket } from 'node:dgram';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { testEnv } from '../env';
import { createRenderer } from '../crawl/render';
import { createSsrfGuard } from '../net/guard';
import { PageCapturer, PageVisitError } from '../scans/capture';
import { SECRET_ANSWER, startHostileSite, startSecretService } from '../../test/hostile-site';
import { ReusableBrowser } from './reusable-browser';

// The allowance the tests' fixture sites use: only 127.0.0.1. 127.0.0.2 is another loopback
// address, i.e. an internal service of the scanning machine no page may reach.
const guard = createSsrfGuard('127.0.0.1');
const chromium = testEnv().CHROMIUM_PATH;
let secret: Awaited<ReturnType<typeof startSecretService>>;
let site: Awaited<ReturnType<typeof startHostileSite>>;
beforeAll(async () => {
  secret = await startSecretService('127.0.0.2');
  site = await startHostileSite('127.0.0.1', secret.origin);
});
afterAll(async () => {
  await site.close();
  await secret.close();
});
beforeEach(() => {
  secret.connections.length = 0;
  site.hits.length = 0;
});

const VECTORS = [
  'img',
  'stylesheet',
  'css-background',
  'iframe',
  'video',
  'form',
  'script',
  'fetch',
  'xhr',
  'beacon',
  'popup',
];

describe('every browser connection goes through the SSRF guard', () => {
  it('sub-resources, scripts, popups and WebSockets of a hostile page never reach a forbidden address', async () => {
    const browser = new ReusableBrowser(chromium, guard);
    try {
      await browser.withContext({}, async (context, newPage) => {
        const page = await newPage();
        const popup = context.waitForEvent('page', { timeout: 20_000 });
        await page.goto(`${site.origin}/`, { waitUntil: 'load', timeout: 30_000 });
        await (await popup).waitForLoadState('load', { timeout: 20_000 }).catch(() => undefined);
        await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
        await page.waitForTimeout(1000); // late beacons and sockets
      });
      // Each vector did fire (its first hop reached the allowed site)…
      for (const vector of VECTORS) expect(site.hits.join(' ')).toMatch(vector);
      // …and not one connection reached the internal service, direct or redirected.
      expect(secret.connections).toEqual([]);
      expect(await browser.refusedHosts()).toEqual(
        expect.arrayContaining(['127.0.0.2', '169.254.169.254', '::1']),
      );
    } finally {
      await browser.close();
    }
  }, 120_000);

  it('WebRTC sends no UDP around the proxy (STUN and TURN servers on a forbidden address)', async () => {
    const udp = createSocket('udp4');
    const packets: number[] = [];
    udp.on('message', (message) => packets.push(message.length));
    await new Promise<void>((resolve) => udp.bind(0, '127.0.0.2', resolve));
    const server = `127.0.0.2:${udp.address().port}`;
    const browser = new ReusableBrowser(chromium, guard);
    try {
      await browser.withPage({}, async (page) => {
        await page.goto(`${site.origin}/harmless`, { timeout: 30_000 });
        await page.evaluate(async (iceServer) => {
          // The API compiles without DOM types: the part of RTCPeerConnection used here.
          const Peer = (globalThis as unknown as { RTCPeerConnection: PeerConstructor })
            .RTCPeerConnection;
          const connection = new Peer({
            iceServers: [
              { urls: `stun:${iceServer}` },
              { urls: `turn:${iceServer}?transport=udp`, username: 'u', credential: 'c' },
            ],
          });
          connection.createDataChannel('probe');
          await connection.setLocalDescription(await connection.createOffer());
          await new Promise((resolve) => setTimeout(resolve, 3000));
        }, server);
      });
      expect(packets).toEqual([]);
    } finally {
      await browser.close();
      udp.close();
    }
  }, 120_000);

  it("the page's own redirect to a forbidden address is refused before any connection", async () => {
    const capturer = new PageCapturer(chromium, guard);
    try {
      await expect(capturer.capture(`${site.origin}/to-secret/page`)).rejects.toBeInstanceOf(
        PageVisitError,
      );
      expect(secret.connections).toEqual([]);
    } finally {
      await capturer.close();
    }
  }, 120_000);

  it('a JavaScript navigation through a redirect: the capture stores no internal answer', async () => {
    const capturer = new PageCapturer(chromium, guard);
    try {
      const stored = await capturer
        .capture(`${site.origin}/js-navigation`)
        .then((capture) => capture.html)
        .catch((error: Error) => error.message);
      expect(site.hits).toContain('/to-secret/js-navigation');
      expect(stored).not.toContain(SECRET_ANSWER);
      expect(secret.connections).toEqual([]);
    } finally {
      await capturer.close();
    }
  }, 120_000);

  it("the crawl's renderer follows no JavaScript navigation to a forbidden address", async () => {
    const renderer = createRenderer(guard, chromium);
    try {
      const rendered = await renderer.render(`${site.origin}/js-navigation`).catch(() => null);
      expect(site.hits).toContain('/to-secret/js-navigation');
      expect((rendered?.links ?? []).join(' ')).not.toContain('leaked-link');
      expect(secret.connections).toEqual([]);
    } finally {
      await renderer.close();
    }
  }, 120_000);

  it("an unreachable HTTPS site fails in Chromium's words, not as a failed proxy tunnel", async () => {
    const capturer = new PageCapturer(chromium, guard);
    try {
      await expect(capturer.capture('https://no-such-host.invalid/')).rejects.toThrow(
        /net::ERR_NAME_NOT_RESOLVED at https:\/\/no-such-host\.invalid\//,
      );
      // A port that was just free on the allowed address: nothing listens there.
      const closed = createServer();
      await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
      const { port } = closed.address() as AddressInfo;
      await new Promise((resolve) => closed.close(resolve));
      await expect(capturer.capture(`https://127.0.0.1:${port}/`)).rejects.toThrow(
        `net::ERR_CONNECTION_REFUSED at https://127.0.0.1:${port}/`,
      );
    } finally {
      await capturer.close();
    }
  }, 120_000);

  it('the allowance still lets the fixture site itself load through the proxy', async () => {
    const capturer = new PageCapturer(chromium, guard);
    try {
      const capture = await capturer.capture(`${site.origin}/harmless`);
      expect(capture.status).toBe(200);
      expect(capture.html).toContain('fine');
    } finally {
      await capturer.close();
    }
  }, 120_000);
});

type PeerConstructor = new (config: unknown) => {
  createDataChannel(label: string): unknown;
  createOffer(): Promise<unknown>;
  setLocalDescription(description: unknown): Promise<void>;
};
