import { constants, crc32, deflateRawSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** zlib header: deflate, 32 KB window, fastest level (what the data is, not how to inflate it). */
const ZLIB_HEADER = Buffer.from([0x78, 0x01]);
/** An empty final deflate block: ends the stream the bands' full flushes left open. */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);
const ADLER_MOD = 65521;
/** Bytes summed before the adler sums are reduced: the largest n with no 32-bit overflow. */
const ADLER_RUN = 5552;

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(head.subarray(4))), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * An RGBA PNG written a band of rows at a time, so the diff image of a long page is never whole
 * in memory (only its compressed bytes are): each band is deflated on its own and ends with a
 * full flush, which leaves one valid zlib stream across the bands (RFC 1951 §3.2.3). Fastest
 * level and no row filter, as the diff image (a faded page with red changes) compresses well
 * without them; pixels are exact.
 */
export class PngBandWriter {
  private readonly parts: Buffer[] = [];
  private rowsWritten = 0;
  private a = 1;
  private b = 0;

  constructor(
    private readonly width: number,
    private readonly height: number,
  ) {
    const header = Buffer.alloc(13);
    header.writeUInt32BE(width, 0);
    header.writeUInt32BE(height, 4);
    header.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA, deflate, adaptive filters, no interlace
    this.parts.push(SIGNATURE, chunk('IHDR', header));
  }

  /** The next rows of the image, RGBA, top to bottom. */
  write(rgba: Buffer) {
    const row = this.width * 4;
    const rows = rgba.length / row;
    const filtered = Buffer.allocUnsafe(rows * (row + 1));
    for (let y = 0; y < rows; y += 1) {
      filtered[y * (row + 1)] = 0; // filter type None
      rgba.copy(filtered, y * (row + 1) + 1, y * row, (y + 1) * row);
    }
    this.adler(filtered);
    const deflated = deflateRawSync(filtered, { level: 1, finishFlush: constants.Z_FULL_FLUSH });
    this.parts.push(
      chunk('IDAT', this.rowsWritten === 0 ? Buffer.concat([ZLIB_HEADER, deflated]) : deflated),
    );
    this.rowsWritten += rows;
  }

  /** The PNG file, once every row was written. */
  finish(): Buffer {
    if (this.rowsWritten !== this.height)
      throw new Error(`the diff image got ${this.rowsWritten} of ${this.height} rows`);
    const adler = Buffer.alloc(4);
    adler.writeUInt32BE(((this.b << 16) | this.a) >>> 0, 0);
    const start = this.height === 0 ? [ZLIB_HEADER] : [];
    this.parts.push(chunk('IDAT', Buffer.concat([...start, FINAL_BLOCK, adler])));
    this.parts.push(chunk('IEND', Buffer.alloc(0)));
    return Buffer.concat(this.parts);
  }

  /** The zlib stream's checksum of the uncompressed bytes (node:zlib has no adler32 of its own). */
  private adler(data: Buffer) {
    let [a, b] = [this.a, this.b];
    for (let start = 0; start < data.length; start += ADLER_RUN) {
      const end = Math.min(start + ADLER_RUN, data.length);
      for (let i = start; i < end; i += 1) {
        a += data[i]!;
        b += a;
      }
      a %= ADLER_MOD;
      b %= ADLER_MOD;
    }
    [this.a, this.b] = [a, b];
  }
}
