import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
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
 */
export async function decodeImage(bytes: Buffer): Promise<Rgba> {
  if (isWebp(bytes)) {
    // libvips through sharp: no maintained pure-JS WebP decoder exists. A corrupt file is a
    // format we cannot read, not a crashed comparison.
    const decoded = await sharp(bytes, { limitInputPixels: MAX_DECODE_MB * 262_144 })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true })
      .catch((error: Error) => {
        throw new UnsupportedImageError(`the WebP screenshot cannot be decoded: ${error.message}`);
      });
    return { width: decoded.info.width, height: decoded.info.height, data: decoded.data };
  }
  if (bytes.subarray(0, 4).equals(PNG_SIGNATURE)) {
    const png = PNG.sync.read(bytes);
    return { width: png.width, height: png.height, data: png.data };
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

/** PNG bytes of an RGBA image (diff images are stored as PNG: exact, and every browser shows it). */
export function encodePng(image: Rgba): Buffer {
  const png = new PNG({ width: image.width, height: image.height });
  image.data.copy(png.data);
  // One filter (sub) and light compression: trying every filter per row costs seconds on a
  // 1280 × 8,000 image, for a file a few percent smaller.
  return PNG.sync.write(png, { deflateLevel: 1, filterType: 1 });
}
