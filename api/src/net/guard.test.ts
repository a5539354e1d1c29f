import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isPrivateAddress } from './addresses';
import { createSsrfGuard, ForbiddenTargetError } from './guard';
import { fetchOnce, safeFetch } from './safe-fetch';

describe('private addresses', () => {
  it.each([
    '127.0.0.1',
    '127.9.9.9',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    '::',
    'fd00:ec2::254',
    'fc00::1',
    'fe80::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '64:ff9b::a9fe:a9fe',
    '[::1]',
    // IPv6 forms that carry a private IPv4 address or reach an internal network.
    '::ffff:0:127.0.0.1',
    '::ffff:0:a9fe:a9fe',
    '64:ff9b:1::a9fe:a9fe',
    '64:ff9b:1:ffff::1',
    '2002:7f00:1::1',
    '2002:a9fe:a9fe::',
    '2002:c0a8:101::1',
    'fec0::1',
    'feff::1',
    '100::1',
  ])('%s is refused', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each([
    '93.184.215.14',
    '8.8.8.8',
    '2606:4700::1111',
    '::ffff:8.8.8.8',
    '::ffff:0:8.8.8.8',
    '64:ff9b::808:808',
    '2002:808:808::1',
    '100:0:0:1::1',
  ])('%s is public', (address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });
});

describe('the SSRF guard', () => {
  const strict = createSsrfGuard(undefined);

  it.each([
    'http://127.0.0.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://10.0.0.5/',
    'http://[::1]/',
    'http://localhost/',
    'http://app.localhost/',
    'http://2130706433/', // 127.0.0.1 as a number; URL rewrites it
  ])('refuses %s before connecting', async (url) => {
    await expect(fetchOnce(strict, url)).rejects.toBeInstanceOf(ForbiddenTargetError);
    await expect(strict.checkHost(new URL(url).hostname)).rejects.toBeInstanceOf(
      ForbiddenTargetError,
    );
  });

  it('refuses a name whose DNS answer is loopback, at connect time', async () => {
    const answer = await new Promise<Error | null>((resolve) =>
      strict.lookup('localhost', {}, (error) => resolve(error)),
    );
    expect(answer).toBeInstanceOf(ForbiddenTargetError);
  });

  it('accepts a name that does not resolve (the crawl reports it later)', async () => {
    await expect(strict.checkHost('no-such-host.invalid', 500)).resolves.toBeUndefined();
  });

  it('lets the operator allow hosts, addresses and CIDRs', async () => {
    const guard = createSsrfGuard('intranet.local, 10.0.0.0/8,127.0.0.1');
    await expect(guard.checkHost('10.9.9.9')).resolves.toBeUndefined();
    await expect(guard.checkHost('127.0.0.1')).resolves.toBeUndefined();
    await expect(guard.checkHost('intranet.local')).resolves.toBeUndefined();
    await expect(guard.checkHost('127.0.0.2')).rejects.toBeInstanceOf(ForbiddenTargetError);
    await expect(guard.checkHost('169.254.169.254')).rejects.toBeInstanceOf(ForbiddenTargetError);
  });

  it('checks every redirect: an allowed site redirecting to loopback or metadata is refused', async () => {
    const server = createServer((request, response) => {
      const to: Record<string, string> = {
        '/metadata': 'http://169.254.169.254/latest/meta-data/',
        '/loopback': `http://127.0.0.2:${port}/`,
        '/ipv6': `http://[::1]:${port}/`,
        '/fine': '/ok',
      };
      const location = to[request.url ?? ''];
      if (location) response.writeHead(302, { location }).end();
      else response.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    const guard = createSsrfGuard('127.0.0.1');
    try {
      const base = `http://127.0.0.1:${port}`;
      for (const path of ['/metadata', '/loopback', '/ipv6']) {
        await expect(safeFetch(guard, `${base}${path}`)).rejects.toBeInstanceOf(
          ForbiddenTargetError,
        );
      }
      const fine = await safeFetch(guard, `${base}/fine`);
      expect(fine.response.body.toString()).toBe('ok');
      expect(fine.hops).toEqual([{ from: `${base}/fine`, to: `${base}/ok`, status: 302 }]);
      // Without the allowance the site itself is refused.
      await expect(safeFetch(strict, `${base}/fine`)).rejects.toBeInstanceOf(ForbiddenTargetError);
    } finally {
      server.close();
    }
  });
});
