import sharp from 'sharp';
import { CHROMIUM_PATH } from '../browser/flags';
import { createSsrfGuard } from '../net/guard';
import { PageCapturer } from './capture';
import { serveFixture } from '../../test/scan-test-site';

// The capture goes on as soon as the network is quiet after load (issue 11, capture speed), but
// what a script adds just after load is still in the screenshot and the console log.

jest.setTimeout(120_000);

// A red 200 × 200 picture, served 400 ms after it is asked for.
const red = sharp({
  create: { width: 200, height: 200, channels: 3, background: { r: 255, g: 0, b: 0 } },
})
  .png()
  .toBuffer();

let site: Awaited<ReturnType<typeof serveFixture>>;
let capturer: PageCapturer;
beforeAll(async () => {
  const picture = await red;
  site = await serveFixture((request, response) => {
    if (request.url === '/red.png')
      return void setTimeout(
        () => response.writeHead(200, { 'content-type': 'image/png' }).end(picture),
        400,
      );
    response
      .writeHead(200, { 'content-type': 'text/html' })
      .end(
        '<!doctype html><title>late</title><body style="margin:0;background:#fff">' +
          "<script>addEventListener('load', () => setTimeout(() => {" +
          "const img = new Image(); img.src = '/red.png';" +
          "img.onload = () => console.log('picture shown'); document.body.append(img);" +
          '}, 20))</script></body>',
      );
  });
  capturer = new PageCapturer(CHROMIUM_PATH, createSsrfGuard('127.0.0.1'));
});
afterAll(async () => {
  await capturer.close();
  await site.close();
});

it('captures a picture a script inserts after load', async () => {
  const capture = await capturer.capture(`${site.origin}/`);
  const { data } = await sharp(capture.screenshot)
    .extract({ left: 100, top: 100, width: 1, height: 1 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  // Lossy WebP: near red, not exactly.
  expect(data[0]).toBeGreaterThan(200);
  expect(data[1]).toBeLessThan(60);
  expect(capture.logs.map((entry) => entry.message)).toContain('picture shown');
});
