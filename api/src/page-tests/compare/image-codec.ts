import jpeg from 'jpeg-js';
import sharp from 'sharp';

/** A decoded image: RGBA bytes, 4 per pixel, row by row. */
export interface Rgba {
  width: number;
  height: number;
  data: Buffer;
}

/** An image whose stored format this server cannot decode (the visual component is then skipped). */
export class UnsupportedImageError extends Error {}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);
/** JPEG's own limit is far above a full-page capture; this bounds what one decode may allocate. */
const MAX_DECODE_MB = 512;

const isWebp = (bytes: Buffer) =>
  bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
  bytes.subarray(8, 12).toString('latin1') === 'WEBP';

/**
 * Decodes a stored screenshot by its bytes, not by its content type: scans store WebP (older
 * scans PNG), and a test compares whatever both scans hold, a WebP against a PNG included.
 * WebP and PNG go through libvips (sharp): native and streaming, where pngjs took seconds and
 * held the inflated file, its filter bytes and the pixels at once (bench/test-compare.ts).
 */
export async function decodeImage(bytes: Buffer): Promise<Rgba> {
  const webp = isWebp(bytes);
  if (webp || bytes.subarray(0, 4).equals(PNG_SIGNATURE)) {
    // A corrupt file is a format we cannot read, not a crashed comparison.
    const decoded = await sharp(bytes, { limitInputPixels: MAX_DECODE_MB * 262_144 })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true })
      .catch((error: Error) => {
        const format = webp ? 'WebP' : 'PNG';
        throw new UnsupportedImageError(
          `the ${format} screenshot cannot be decoded: ${error.message}`,
        );
      });
    return { width: decoded.info.width, height: decoded.info.height, data: decoded.data };
  }
  if (bytes.subarray(0, 3).equals(JPEG_SIGNATURE)) {
    const image = jpeg.decode(bytes, {
      useTArray: true,
      formatAsRGBA: true,
      maxMemoryUsageInMB: MAX_DECODE_MB,
    });
    const data = Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength);
    return { width: image.width, height: image.height, data };
  }
  throw new UnsupportedImageError('the screenshot is in an unknown image format');
}

/**
 * PNG bytes of an RGBA image (diff images are stored as PNG: exact, and every browser shows it),
 * encoded by libvips: light compression and one filter, since trying every filter per row costs
 * seconds on a 1280 × 8,000 image for a file a few percent smaller.
 */
export function encodePng(image: Rgba): Promise<Buffer> {
  const raw = { width: image.width, height: image.height, channels: 4 as const };
  return sharp(image.data, { raw })
    .png({ compressionLevel: 1, adaptiveFiltering: false })
    .toBuffer();
}
