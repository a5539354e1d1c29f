import { createSsrfGuard } from '../net/guard';
import { serveFixture } from '../../test/scan-test-site';
import { CHROMIUM_PATH } from '../browser/flags';
import { PageCapturer } from './capture';

// axe-core enters each page as its context's init script (axe-script.ts), before the page's own
// scripts: what axe reports must still be axe-core's findings on the top document only.

jest.setTimeout(120_000);

const PAGES: Record<string, string> = {
  // An image without alt text; the page brings a global `axe` of its own that reports nothing.
  '/own-axe':
    '<!doctype html><html lang="en"><title>t</title><main><h1>x</h1><img src="/i.png"></main>' +
    '<script>window.axe = { run: () => Promise.resolve({ violations: [] }) };</script></html>',
  // A frame whose document has a button without a name: the frame itself is the page's concern.
  '/framed':
    '<!doctype html><html lang="en"><title>t</title><main><h1>x</h1>' +
    '<iframe title="inner" src="/inner"></iframe></main></html>',
  '/inner': '<!doctype html><html lang="en"><title>i</title><main><button></button></main></html>',
};

let site: Awaited<ReturnType<typeof serveFixture>>;
let capturer: PageCapturer;
beforeAll(async () => {
  site = await serveFixture((request, response) =>
    response.writeHead(200, { 'content-type': 'text/html' }).end(PAGES[request.url!] ?? ''),
  );
  capturer = new PageCapturer(CHROMIUM_PATH, createSsrfGuard('127.0.0.1'));
});
afterAll(async () => {
  await capturer.close();
  await site.close();
});

const ruleIds = async (path: string) =>
  (await capturer.capture(`${site.origin}${path}`)).violations.map((violation) => violation.id);

it('runs axe-core even when the page defines an `axe` of its own', async () => {
  expect(await ruleIds('/own-axe')).toContain('image-alt');
});

it("reports the top document's findings, not its frames'", async () => {
  expect(await ruleIds('/inner')).toContain('button-name');
  expect(await ruleIds('/framed')).not.toContain('button-name');
});
