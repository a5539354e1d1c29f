import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Browser, signUpWithTeam } from '../../test/harness';
import { startWorkingRuntime, type WorkingRuntime } from '../../test/working-runtime';
import type { Runtime } from '../runtime';

let server: Server;
let working: WorkingRuntime;
let runtime: Runtime;

beforeAll(async () => {
  server = createServer((_, response) =>
    response
      .writeHead(200, { 'content-type': 'text/html' })
      .end('<!doctype html><html lang="en"><title>Queued</title><main><h1>Hi</h1></main></html>'),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  working = await startWorkingRuntime();
  runtime = working.runtime;
});
afterAll(async () => {
  await working.close();
  await new Promise((resolve) => server.close(resolve));
});

it('POST /v1/ops/scan queues a job that the worker completes', async () => {
  const browser = new Browser(runtime.app!);
  const { session, team } = await signUpWithTeam(browser);
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const [site] = await runtime.db.query<{ id: string }>(
    'INSERT INTO sites (account_id, site_url) VALUES ($1, $2) RETURNING id',
    [team.id, url],
  );
  const [page] = await runtime.db.query<{ id: string }>(
    'INSERT INTO pages (account_id, site_id, page_url) VALUES ($1, $2, $3) RETURNING id',
    [team.id, site!.id, url],
  );
  const token = session.token;
  const started = await browser.post('/v1/ops/scan', { page_id: page!.id }, { token });
  expect(started.status).toBe(201);

  // A scan in Chromium on a loaded machine: well within the test's own time-out.
  const deadline = Date.now() + 90_000;
  let scan = started.body[0];
  while (scan.time_completed === null && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    scan = (await browser.get(`/v1/ops/scan/${scan.id}`, { token })).body;
  }
  expect(scan).toMatchObject({ error: null, lighthouse: { status: 'not_run' } });
  expect(scan.score).toEqual(expect.any(Number));
  const listed = await browser.get(`/v1/ops/scan?page_id=${page!.id}`, { token });
  expect(listed.body.count).toBe(1);
});
