import { launchDebuggableChromium, type DebuggableChromium } from '../browser/debuggable-chromium';
import { CHROMIUM_PATH } from '../browser/flags';
import { createSsrfGuard } from '../net/guard';
import { proxyFlags, startGuardedProxy, type GuardedProxy } from '../net/guarded-proxy';
import { LighthouseProcess } from './lighthouse-process';
import { serveFixture } from '../../test/scan-test-site';

// Lighthouse's process stays up between runs (issue 11): a run that passes its time kills it,
// and the next run gets a new one rather than an error.

jest.setTimeout(240_000);

let site: Awaited<ReturnType<typeof serveFixture>>;
let proxy: GuardedProxy;
let chrome: DebuggableChromium;
const lighthouse = new LighthouseProcess();
beforeAll(async () => {
  site = await serveFixture((_, response) =>
    response
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end('<!doctype html><html lang="en"><title>Home</title><h1>Welcome</h1></html>'),
  );
  proxy = await startGuardedProxy(createSsrfGuard('127.0.0.1'));
  chrome = launchDebuggableChromium(CHROMIUM_PATH, proxyFlags(proxy));
});
afterAll(async () => {
  await lighthouse.close();
  await chrome.close();
  await proxy.close();
  await site.close();
});

type Result = { scores: Record<string, number | null>; runtime_error: string | null };

it('a run over its time fails saying so; the next runs still measure the page', async () => {
  const port = await chrome.port;
  await expect(lighthouse.run(`${site.origin}/`, port, 1_000)).rejects.toThrow(
    'Lighthouse did not finish within 1 s',
  );
  for (let run = 0; run < 2; run += 1) {
    const result = (await lighthouse.run(`${site.origin}/`, port, 120_000)) as Result;
    expect(result.runtime_error).toBeNull();
    expect(result.scores.seo).toEqual(expect.any(Number));
  }
});
