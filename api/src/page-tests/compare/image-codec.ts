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
export const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);
/** JPEG's own limit is far above a full-page capture; this bounds what one decode may allocate. */
export const MAX_DECODE_MB = 512;

/**
 * Stored screenshots are recognised by their bytes, not their content type: scans store WebP
 * (older scans PNG), and a test compares whatever both scans hold, a WebP against a PNG included.
 * WebP and PNG go through libvips (sharp), JPEG through jpeg-js (spooled-image.ts).
 */
export const isPngOrWebp = (bytes: Buffer) =>
  bytes.subarray(0, 4).equals(PNG_SIGNATURE) ||
  (bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP');

/**
 * PNG bytes of an RGBA image, encoded by libvips: how tests and the benchmark store screenshots
 * as a scan would (the diff artifact is written band by band instead: png-bands.ts).
 */
export function encodePng(image: Rgba): Promise<Buffer> {
  const raw = { width: image.width, height: image.height, channels: 4 as const };
  return sharp(image.data, { raw })
    .png({ compressionLevel: 1, adaptiveFiltering: false })
    .toBuffer();
}
