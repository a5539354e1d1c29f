import { closeSync, openSync, readSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jpeg from 'jpeg-js';
import sharp from 'sharp';
import { JPEG_SIGNATURE, MAX_DECODE_MB, UnsupportedImageError, isPngOrWebp } from './image-codec';
import type { Pixels } from './visual';

/**
 * libvips' own uncompressed format (`.v`): a 64-byte header (magic, width, height, bands, bits,
 * band format as 32-bit host-order integers), then the pixels row by row, then metadata.
 */
/** libvips' words when the spool file cannot be written (full, read-only or forbidden disk). */
const SPOOL_FAULT = /unable to (open|write)|no space|read-only file system|permission denied/i;
const HEADER_BYTES = 64;
const VIPS_MAGIC = [0xb6a6f208, 0x08f2a6b6];
const UCHAR = 0;

/**
 * A decoded screenshot kept in a temporary file, read back a band of rows at a time into the
 * caller's buffers. A 1280 × 8,000 screenshot is 41 MB of RGBA: two of them in memory, next to
 * what libvips holds while decoding a WebP (its whole frame, twice), took a comparison past
 * 300 MB, and as native buffers that V8 frees only at its next collection they stacked up over
 * back-to-back comparisons (bench/test-compare.ts). In the file they sit in the page cache, not
 * in the process. Bands cannot come from the WebP itself: libvips decodes it from the top for
 * each region asked for.
 */
export class SpooledImage implements Pixels {
  private constructor(
    private readonly fd: number,
    readonly width: number,
    readonly height: number,
  ) {}

  /** Decodes a stored screenshot (by its bytes: WebP, PNG or JPEG) into `path` (a `.v` file). */
  static async decode(bytes: Buffer, path: string): Promise<SpooledImage> {
    const raw = bytes.subarray(0, 3).equals(JPEG_SIGNATURE) ? decodeJpeg(bytes) : null;
    if (!raw && !isPngOrWebp(bytes))
      throw new UnsupportedImageError('the screenshot is in an unknown image format');
    const input = raw
      ? sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: 4 } })
      : sharp(bytes, { limitInputPixels: MAX_DECODE_MB * 262_144 });
    // sRGB with alpha whatever was stored (a grey PNG has 1 or 2 channels): 4 bytes a pixel.
    await input
      .toColourspace('srgb')
      .ensureAlpha()
      .toFile(path)
      .catch((error: Error) => {
        // The disk, not the image: thrown as is, so the job retries instead of storing a test
        // whose images were "skipped" for a fault of ours (and naming our temp folder to a user).
        if (SPOOL_FAULT.test(error.message)) throw error;
        const reason = error.message.split(path).join('the decoded copy');
        throw new UnsupportedImageError(`the screenshot cannot be decoded: ${reason}`);
      });
    const fd = openSync(path, 'r');
    const header = Buffer.alloc(HEADER_BYTES);
    readSync(fd, header, 0, HEADER_BYTES, 0);
    const le = VIPS_MAGIC.includes(header.readUInt32LE(0));
    const int = (offset: number) => (le ? header.readInt32LE(offset) : header.readInt32BE(offset));
    if (int(12) !== 4 || int(20) !== UCHAR) {
      closeSync(fd);
      throw new UnsupportedImageError('the screenshot did not decode to 8-bit RGBA');
    }
    return new SpooledImage(fd, int(4), int(8));
  }

  rows(from: number, to: number, width: number, out: Buffer): Buffer {
    const [row, stored] = [width * 4, this.width * 4];
    if (width === this.width) {
      readFully(this.fd, out, (to - from) * row, HEADER_BYTES + from * stored);
    } else {
      for (let y = from; y < to; y += 1)
        readFully(this.fd, out.subarray((y - from) * row), row, HEADER_BYTES + y * stored);
    }
    return out.subarray(0, (to - from) * row);
  }

  close() {
    closeSync(this.fd);
  }
}

function readFully(fd: number, into: Buffer, length: number, position: number) {
  for (let done = 0; done < length;) {
    const read = readSync(fd, into, done, length - done, position + done);
    if (read === 0) throw new Error('the spooled screenshot ended early');
    done += read;
  }
}

function decodeJpeg(bytes: Buffer) {
  try {
    const image = jpeg.decode(bytes, {
      useTArray: true,
      formatAsRGBA: true,
      maxMemoryUsageInMB: MAX_DECODE_MB,
    });
    const data = Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength);
    return { width: image.width, height: image.height, data };
  } catch (error) {
    throw new UnsupportedImageError(`the JPEG screenshot cannot be decoded: ${String(error)}`);
  }
}

/**
 * Decodes two stored screenshots into spooled files and runs `use` on them; the files are
 * closed and removed afterwards whatever happens. One after the other: libvips holds a WebP's
 * whole frame while decoding it. Each call has its own directory: a retried or parallel
 * comparison never shares files.
 */
export async function withSpooledPair<T>(
  preBytes: Buffer,
  postBytes: Buffer,
  use: (pre: SpooledImage, post: SpooledImage) => T,
): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'vigil-compare-'));
  const opened: SpooledImage[] = [];
  try {
    opened.push(await SpooledImage.decode(preBytes, join(dir, 'pre.v')));
    opened.push(await SpooledImage.decode(postBytes, join(dir, 'post.v')));
    return use(opened[0]!, opened[1]!);
  } finally {
    for (const image of opened) image.close();
    await rm(dir, { recursive: true, force: true });
  }
}
