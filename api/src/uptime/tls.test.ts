import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { withTeamApp, type TeamApp } from '../../test/harness';
import { caller, withoutMonitorLimit, uptimeWorker } from './testing/uptime-world';

const dir = mkdtempSync(join(tmpdir(), 'vigil-tls-'));

/** A self-signed certificate for 127.0.0.1 valid for `days` from now (openssl: no X.509 in node). */
function certificate(days: number) {
  const key = join(dir, `${days}.key`);
  const cert = join(dir, `${days}.pem`);
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes']
      .concat(['-keyout', key, '-out', cert, '-days', String(days), '-subj', '/CN=127.0.0.1'])
      .concat(['-addext', 'subjectAltName=IP:127.0.0.1']),
    { stdio: 'ignore' },
  );
  return { key: readFileSync(key, 'utf8'), cert: readFileSync(cert, 'utf8') };
}

/** An https site on loopback serving the certificate. */
async function site(pair: { key: string; cert: string }) {
  const server: Server = createServer(pair, (_request, response) => response.end('ok'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `https://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let world: TeamApp;
withTeamApp(
  async (ready) => {
    world = ready;
    await withoutMonitorLimit(ready);
  },
  { VIGIL_ALLOW_PRIVATE_TARGETS: '127.0.0.1' },
);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const call = caller(() => world);

describe('tls monitors', () => {
  it('is Down with class tls when the certificate has fewer days left than asked', async () => {
    const soon = certificate(5);
    const later = certificate(90);
    const expiring = await site(soon);
    const renewed = await site(later);
    // The worker trusts the two test certificates, as an operator's extra CA.
    const jobs = uptimeWorker(world, { tlsCa: [soon.cert, later.cert] });
    const monitorOn = async (url: string) => {
      const created = await call('POST', '/v1/ops/monitor', {
        name: 'Certificate',
        kind: 'tls',
        url,
        interval_seconds: 3600,
        settings: { tls_warn_days: 14 },
      });
      expect(created.status).toBe(201);
      return created.body.id as string;
    };
    const warned = await monitorOn(expiring.url);
    const fine = await monitorOn(renewed.url);
    await jobs.minute();
    await jobs.minute();
    // Hourly checks: one check ran; a second failure an hour later makes it Down.
    const read = async (id: string) => (await call('GET', `/v1/ops/monitor/${id}`)).body;
    expect((await read(warned)).last_result).toMatchObject({
      ok: false,
      error_class: 'tls',
      error: expect.stringMatching(/^the certificate expires in [45] days \(.+\), under 14$/),
    });
    expect(await read(fine)).toMatchObject({ state: 'up', last_result: { ok: true } });
    await call('PATCH', `/v1/ops/monitor/${warned}`, { interval_seconds: 60 });
    await jobs.minute();
    await jobs.minute();
    expect(await read(warned)).toMatchObject({
      state: 'down',
      open_incident: { time_resolved: null },
    });
    // The API's own check trusts only the public roots: a self-signed certificate is named so.
    const now = await call('POST', `/v1/ops/monitor/${fine}/check`);
    expect(now.body).toMatchObject({ ok: false, error_class: 'tls' });
    expect(now.body.error).toMatch(/^the certificate is not trusted: .*self.signed/i);
    const http = await call('POST', '/v1/ops/monitor', {
      name: 'Plain',
      kind: 'tls',
      url: 'http://127.0.0.1/',
      interval_seconds: 60,
    });
    expect(http.body).toEqual({ reason: 'url: a tls monitor checks an https URL', field: 'url' });
    await expiring.close();
    await renewed.close();
  });
});
