import jpeg from 'jpeg-js';
import pixelmatch from 'pixelmatch';
import sharp from 'sharp';
import { encodePng, UnsupportedImageError, type Rgba } from './image-codec';
import { PngBandWriter } from './png-bands';
import { SpooledImage, withSpooledPair } from './spooled-image';
import { compareImages } from './visual';

const words = (data: Buffer) => new Uint32Array(data.buffer, data.byteOffset, data.length / 4);

/** A white image with optional grey blocks: [x, y, width, height]. */
function canvas(width: number, height: number, blocks: number[][] = []): Rgba {
  const data = Buffer.alloc(width * height * 4, 255);
  for (const [bx, by, bw, bh] of blocks)
    for (let y = by!; y < by! + bh!; y += 1)
      for (let x = bx!; x < bx! + bw!; x += 1)
        data.fill(40, (y * width + x) * 4, (y * width + x) * 4 + 3);
  return { width, height, data };
}

/** compareImages with the diff image its bands make, joined. */
function withImage(pre: Parameters<typeof compareImages>[0], post: typeof pre) {
  const bands: Buffer[] = [];
  const diff = compareImages(pre, post, (rows) => bands.push(Buffer.from(rows)));
  return { ...diff, image: Buffer.concat(bands) };
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

  it('gives the same pixels and counts in bands as one pixelmatch call over a long page', async () => {
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
    const diff = withImage(before, after);
    expect(count).toBeGreaterThan(0);
    expect(diff.changed_pixels).toBe(count);
    expect(diff.image.equals(whole)).toBe(true);

    // Read band by band from spooled files (stored losslessly here so the pixels are the same),
    // whichever of the two is bigger: the same counts, boxes and image as from memory.
    const bigger = [page(160, 2500), canvas(140, 2400, [[100, 1990, 30, 30]])];
    for (const [pre, post] of [
      [before, after],
      ...bigger.flatMap((image) => [
        [before, image],
        [image, before],
      ]),
    ]) {
      const inMemory = withImage(pre!, post!);
      const [preBytes, postBytes] = await Promise.all([encodePng(pre!), encodePng(post!)]);
      const spooled = await withSpooledPair(preBytes, postBytes, withImage);
      expect(spooled.changed_pixels).toBe(inMemory.changed_pixels);
      expect(spooled.regions).toEqual(inMemory.regions);
      expect(spooled.image.equals(inMemory.image)).toBe(true);
      // The diff artifact: a PNG written band by band that decodes to exactly these pixels.
      const png = new PngBandWriter(inMemory.width, inMemory.height);
      compareImages(pre!, post!, (rows) => png.write(rows));
      const decoded = await sharp(png.finish()).raw().toBuffer({ resolveWithObject: true });
      expect(decoded.info).toMatchObject({
        width: inMemory.width,
        height: inMemory.height,
        channels: 4,
      });
      expect(decoded.data.equals(inMemory.image)).toBe(true);
    }
  });

  it('counts the rows only the longer page has as changed', () => {
    const diff = withImage(canvas(100, 100), canvas(100, 150));
    expect(diff.changed_pixels).toBe(100 * 50);
    expect(diff).toMatchObject({ width: 100, height: 150, score: 66.67 });
    expect(diff.regions).toEqual([{ x: 0, y: 100, width: 100, height: 50 }]);
    expect(diff.image.length).toBe(100 * 150 * 4);
    expect(words(diff.image.subarray(100 * 100 * 4)).every((pixel) => pixel === 0xff0000ff)).toBe(
      true,
    );
  });
});

describe('screenshot decoding (spooled to files)', () => {
  it('decodes PNG, JPEG and WebP by their bytes, and names a file it cannot read', async () => {
    const image = canvas(16, 8, [[0, 0, 4, 4]]);
    const png = await encodePng(image);
    const jpg = Buffer.from(jpeg.encode({ width: 16, height: 8, data: image.data }, 90).data);
    // What scans store: lossless here so the comparison with the original is exact.
    const raw = { raw: { width: 16, height: 8, channels: 4 as const } };
    const webp = await sharp(image.data, raw).webp({ lossless: true }).toBuffer();
    // A grey PNG without alpha (1 channel) is read as RGBA like the others.
    const grey = await sharp(image.data, raw).greyscale().removeAlpha().png().toBuffer();
    for (const bytes of [png, jpg, webp, grey]) {
      const diff = await withSpooledPair(png, bytes, compareImages);
      expect(diff).toMatchObject({ width: 16, height: 8, score: 100 });
    }
    const changed = canvas(16, 8, [[8, 4, 4, 4]]);
    const diff = await withSpooledPair(webp, await encodePng(changed), compareImages);
    // The block that moved: both places changed, one box (they are within one 24 px cell).
    expect(diff.changed_pixels).toBe(32);
    expect(diff.regions).toEqual([{ x: 0, y: 0, width: 12, height: 8 }]);

    const corrupt = Buffer.concat([Buffer.from('RIFF\0\0\0\0WEBP', 'latin1'), Buffer.alloc(8)]);
    for (const bad of [corrupt, Buffer.from('GIF89a'), Buffer.from([0xff, 0xd8, 0xff, 0])])
      await expect(withSpooledPair(png, bad, compareImages)).rejects.toThrow(UnsupportedImageError);
  });

  it('a spool file that cannot be written is our fault (retried), not an unreadable screenshot', async () => {
    const png = await encodePng(canvas(16, 8, []));
    const failure = await SpooledImage.decode(png, '/nonexistent-folder/pre.v').catch(
      (error: Error) => error,
    );
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(UnsupportedImageError);
  });
});
