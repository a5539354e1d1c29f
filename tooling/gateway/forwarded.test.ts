import { trustedProxies } from './forwarded';
import { useGatewayOverApi } from './test-gateway';
import { get } from './test-http';

/** A stand-in API: answers with the X-Forwarded-* headers the gateway sent it. */
const forwardedSeen = (name: string, trusted?: string) =>
  useGatewayOverApi(
    name,
    (req, res) => {
      const { 'x-forwarded-proto': proto, 'x-forwarded-host': host } = req.headers;
      res
        .writeHead(200, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ proto, host }));
    },
    () => (trusted === undefined ? {} : { trustedProxies: trusted }),
  );

/** The test's requests come from 127.0.0.1: trusted by default, as the API trusts them. */
const behindLocalProxy = forwardedSeen('forwarded-trusted');
const behindStranger = forwardedSeen('forwarded-untrusted', '10.0.0.0/8');

async function apiSaw(gatewayUrl: string, headers: Record<string, string> = {}) {
  const answer = await get(gatewayUrl, '/v1/openapi.json', { headers });
  return JSON.parse(answer.body.toString()) as { proto: string; host: string };
}

describe('the scheme and host the API hears about', () => {
  it('is plain http and the Host header for a browser that reached the gateway itself', async () => {
    const host = new URL(behindLocalProxy.url).host;
    expect(await apiSaw(behindLocalProxy.url)).toEqual({ proto: 'http', host });
  });

  it("is the TLS-terminating proxy's https and public host when that proxy is trusted", async () => {
    const tls = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'vigil.acme.test' };
    expect(await apiSaw(behindLocalProxy.url, tls)).toEqual({
      proto: 'https',
      host: 'vigil.acme.test',
    });
  });

  it("takes the nearest proxy's word from a list, as the API does", async () => {
    expect(await apiSaw(behindLocalProxy.url, { 'x-forwarded-proto': 'http, HTTPS' })).toEqual(
      expect.objectContaining({ proto: 'https' }),
    );
  });

  it('passes on no scheme but http or https', async () => {
    expect(await apiSaw(behindLocalProxy.url, { 'x-forwarded-proto': 'javascript' })).toEqual(
      expect.objectContaining({ proto: 'http' }),
    );
  });

  it('does not believe a client that is not a trusted proxy', async () => {
    const claim = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' };
    const host = new URL(behindStranger.url).host;
    expect(await apiSaw(behindStranger.url, claim)).toEqual({ proto: 'http', host });
  });
});

describe('trustedProxies reads the API’s VIGIL_TRUSTED_PROXIES list', () => {
  it('matches addresses, subnets and the named ranges, IPv4 peers on a dual-stack socket too', () => {
    const trusted = trustedProxies('192.0.2.7, 10.1.0.0/16, loopback, fd00::/8');
    for (const peer of [
      '192.0.2.7',
      '10.1.200.3',
      '127.0.0.5',
      '::1',
      '::ffff:127.0.0.1',
      'fd12::1',
    ]) {
      expect([peer, trusted(peer)]).toEqual([peer, true]);
    }
    for (const peer of ['192.0.2.8', '10.2.0.1', '203.0.113.9', 'fe80::1', '', 'not-an-ip']) {
      expect([peer, trusted(peer)]).toEqual([peer, false]);
    }
  });

  it('trusts nobody for an empty list, and refuses an entry it cannot read', () => {
    expect(trustedProxies('')('127.0.0.1')).toBe(false);
    expect(() => trustedProxies('127.0.0.1, proxy.internal')).toThrow(/proxy\.internal/);
  });
});
