import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { testEnv } from '../env';
import { PdfRenderer } from './pdf-renderer';

describe('PdfRenderer', () => {
  it('renders a PDF without fetching anything, even if the HTML asks to', async () => {
    let requests = 0;
    const server = createServer((_req, res) => {
      requests += 1;
      res.end('x');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const renderer = new PdfRenderer(testEnv().CHROMIUM_PATH);
    try {
      const pdf = await renderer.render(
        `<link rel="stylesheet" href="${origin}/a.css"><img src="${origin}/b.png">` +
          `<iframe src="${origin}/c"></iframe><script>fetch('${origin}/d')</script><p>hello</p>`,
      );
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      // The second report reuses the browser launched by the first.
      expect((await renderer.render('<p>again</p>')).subarray(0, 5).toString('latin1')).toBe(
        '%PDF-',
      );
      expect(requests).toBe(0);
    } finally {
      await renderer.close();
      server.close();
    }
  }, 60_000);

  it('renders a burst of reports two at a time, every one of them', async () => {
    const renderer = new PdfRenderer(testEnv().CHROMIUM_PATH);
    const inner = renderer as unknown as { renderNow(html: string): Promise<Buffer> };
    const renderNow = inner.renderNow.bind(renderer);
    let now = 0;
    let most = 0;
    inner.renderNow = async (html) => {
      now += 1;
      most = Math.max(most, now);
      try {
        return await renderNow(html);
      } finally {
        now -= 1;
      }
    };
    try {
      const pdfs = await Promise.all(
        Array.from({ length: 5 }, (_, i) => renderer.render(`<p>report ${i}</p>`)),
      );
      expect(pdfs.map((pdf) => pdf.subarray(0, 5).toString('latin1'))).toEqual(
        Array(5).fill('%PDF-'),
      );
      expect(most).toBe(2);
    } finally {
      await renderer.close();
    }
  }, 60_000);
});
