import jpeg from 'jpeg-js';
import pixelmatch from 'pixelmatch';
import sharp from 'sharp';
import { decodeImage, encodePng, UnsupportedImageError, type Rgba } from './image-codec';
import { compareImages } from './visual';

/** A white image with optional grey blocks: [x, y, width, height]. */
function canvas(width: number, height: number, blocks: number[][] = []): Rgba {
  const data = Buffer.alloc(width * height * 4, 255);
  for (const [bx, by, bw, bh] of blocks)
    for (let y = by!; y < by! + bh!; y += 1)
      for (let x = bx!; x < bx! + bw!; x += 1)
        data.fill(40, (y * width + x) * 4, (y * width + x) * 4 + 3);
  return { width, height, data };
}

describe('visual comparison (pixelmatch)', () => {
  it('scores identical screenshots 100 with no region', () => {
    const diff = compareImages(
      canvas(200, 300, [[10, 10, 50, 50]]),
      canvas(200, 300, [[10, 10, 50, 50]]),
    );
    expect(diff).toMatchObject({ score: 100, changed_pixels: 0, regions: [] });
  });

  it('boxes each changed area and counts its pixels', () => {
    const before = canvas(200, 300, [[10, 10, 20, 20]]);
    const after = canvas(200, 300, [
      [10, 10, 20, 20],
      [100, 200, 10, 5],
    ]);
    const diff = compareImages(before, after);
    expect(diff.changed_pixels).toBe(50);
    expect(diff.score).toBe(Math.round((1 - 50 / 60_000) * 10_000) / 100);
    expect(diff.regions).toEqual([{ x: 100, y: 200, width: 10, height: 5 }]);
  });

  it("counts a pale colour added on white (#fde8e8, under pixelmatch's default threshold)", () => {
    const pale = canvas(200, 300);
    for (let y = 100; y < 160; y += 1)
      pale.data.fill(Buffer.from([0xfd, 0xe8, 0xe8, 255]), y * 800, y * 800 + 800);
    const diff = compareImages(canvas(200, 300), pale);
    expect(diff.changed_pixels).toBe(200 * 60);
    expect(diff.regions).toEqual([{ x: 0, y: 100, width: 200, height: 60 }]);
  });

  it('gives the same pixels and counts in bands as one pixelmatch call over a long page', () => {
    // A grey line between white and black is anti-aliasing: its change must not count. Lines
    // on the band edges (rows 1,000 and 1,999) are only known as such from the rows across the
    // edge, which the bands' overlap shows pixelmatch (without it this test fails).
    const [width, height] = [120, 2300];
    const page = (grey: number, rows = height) => {
      const image = canvas(width, rows, [[10, 300, 30, 30 + grey / 10]]);
      const row = (y: number, value: number) =>
        image.data.fill(value, y * width * 4, (y + 1) * width * 4).fill(255, y * width * 4 + 3);
      for (const line of [1000, 1999]) {
        row(line, grey);
        for (let y = line + 1; y < line + 6; y += 1) row(y, 0);
      }
      return image;
    };
    const [before, after] = [page(100), page(160)];
    const whole = Buffer.alloc(width * height * 4);
    const count = pixelmatch(before.data, after.data, whole, width, height, {
      threshold: 0.05,
      includeAA: false,
      alpha: 0.1,
      diffColor: [255, 0, 0],
    });
    const diff = compareImages(before, after);
    expect(count).toBeGreaterThan(0);
    expect(diff.changed_pixels).toBe(count);
    expect(diff.image.data.equals(whole)).toBe(true);

    // Drawn into the screenshots' own pixels: the same, whichever of them is the bigger.
    const copy = (image: Rgba) => ({ ...image, data: Buffer.from(image.data) });
    const inPlace = compareImages(copy(before), copy(after), { drawIntoInputs: true });
    expect(inPlace.image.data.equals(whole)).toBe(true);
    const bigger = [page(160, 2500), canvas(140, 2400, [[100, 1990, 30, 30]])];
    for (const [pre, post] of bigger.flatMap((image) => [
      [before, image],
      [image, before],
    ])) {
      const fresh = compareImages(pre!, post!);
      const drawn = compareImages(copy(pre!), copy(post!), { drawIntoInputs: true });
      expect(drawn.changed_pixels).toBe(fresh.changed_pixels);
      expect(drawn.regions).toEqual(fresh.regions);
      expect(drawn.image.data.equals(fresh.image.data)).toBe(true);
    }
  });

  it('counts the rows only the longer page has as changed', () => {
    const diff = compareImages(canvas(100, 100), canvas(100, 150));
    expect(diff.changed_pixels).toBe(100 * 50);
    expect(diff).toMatchObject({ width: 100, height: 150, score: 66.67 });
    expect(diff.regions).toEqual([{ x: 0, y: 100, width: 100, height: 50 }]);
    expect(diff.image.data.length).toBe(100 * 150 * 4);
  });
});

describe('screenshot decoding', () => {
  it('decodes PNG, JPEG and WebP by their bytes, and names a file it cannot read', async () => {
    const image = canvas(16, 8, [[0, 0, 4, 4]]);
    expect(await decodeImage(await encodePng(image))).toMatchObject({ width: 16, height: 8 });
    const jpg = jpeg.encode({ width: 16, height: 8, data: image.data }, 90).data;
    const decoded = await decodeImage(Buffer.from(jpg));
    expect(decoded).toMatchObject({ width: 16, height: 8 });
    expect(compareImages(image, decoded).score).toBe(100);
    // What scans store: lossless here so the comparison with the original is exact.
    const raw = { raw: { width: 16, height: 8, channels: 4 as const } };
    const webp = await sharp(image.data, raw).webp({ lossless: true }).toBuffer();
    expect(compareImages(image, await decodeImage(webp)).score).toBe(100);
    const corrupt = Buffer.concat([Buffer.from('RIFF\0\0\0\0WEBP', 'latin1'), Buffer.alloc(8)]);
    await expect(decodeImage(corrupt)).rejects.toThrow(UnsupportedImageError);
    await expect(decodeImage(Buffer.from('GIF89a'))).rejects.toThrow(UnsupportedImageError);
  });
});
