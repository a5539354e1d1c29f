import pixelmatch from 'pixelmatch';
import type { Rgba } from './image-codec';

export interface Region {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface VisualDiff {
  /** 0-100: the share of pixels that did not change, 2 decimals. */
  score: number;
  changed_pixels: number;
  total_pixels: number;
  width: number;
  height: number;
  pre_size: { width: number; height: number };
  post_size: { width: number; height: number };
  /** Bounding boxes of the changed areas, largest first. */
  regions: Region[];
}

/**
 * Receives the diff image (the pre screenshot faded, changed pixels red: what the diff artifact
 * shows) a band of RGBA rows at a time, top to bottom, `width` pixels wide; the buffer is
 * reused for the next band.
 */
export type DiffImageSink = (rows: Buffer, width: number, height: number) => void;

/**
 * Colour distance below which two pixels are the same (pixelmatch's OKLab HyAB scale, 0-1).
 * pixelmatch's default 0.1 let pale colours on white pass as unchanged: a #fde8e8 section added
 * to a white page is about 0.09 away and went unseen. Chromium renders the same page to the same
 * pixels, and anti-aliased edges are still excluded (includeAA false), so 0.05 adds no noise: an
 * unchanged fixture page still scores 100 (page-tests.test.ts).
 */
const PIXEL_THRESHOLD = 0.05;
const DIFF_COLOR: [number, number, number] = [255, 0, 0];
/** A changed pixel in the diff image, as one little-endian 32-bit word (R, G, B, A bytes). */
const RED = 0xff0000ff;
/** Changed pixels closer than this grid are one region (a changed word is one box, not 40). */
const CELL = 24;
const MAX_REGIONS = 50;
/** Rows compared per pixelmatch call: bounds the scratch buffers whatever the page's length. */
const BAND_ROWS = 1000;
/** pixelmatch's anti-aliasing check reads two rows around a pixel: bands overlap by that much. */
const CONTEXT_ROWS = 2;

/** Where a comparison reads a screenshot's pixels from: a band of rows at a time. */
export interface Pixels {
  width: number;
  height: number;
  /** RGBA of rows [from, to) of the left `width` columns, in `out` or a view of the pixels. */
  rows(from: number, to: number, width: number, out: Buffer): Buffer;
}

/** A decoded image in memory as Pixels (a view when the rows need no cutting). */
export function pixelsOf(image: Rgba): Pixels {
  return {
    width: image.width,
    height: image.height,
    rows(from, to, width, out) {
      const row = width * 4;
      if (image.width === width) return image.data.subarray(from * row, to * row);
      for (let y = from; y < to; y += 1)
        image.data.copy(out, (y - from) * row, y * image.width * 4, y * image.width * 4 + row);
      return out.subarray(0, (to - from) * row);
    },
  };
}

const words = (data: Buffer) => new Uint32Array(data.buffer, data.byteOffset, data.length / 4);

/**
 * Pixel diff of two screenshots with pixelmatch, anti-aliased edges not counted. Screenshots of
 * different sizes (the page grew or shrank) are compared over their common top-left area, and
 * every pixel only one of them has counts as changed: a page that got longer did change. The
 * common area goes through pixelmatch in bands of rows, each with the rows its anti-aliasing
 * check looks at, so the results equal one call over the whole area while the screenshots are
 * read a band at a time (from spooled files in a test: spooled-image.ts) and the diff image is
 * handed on a band at a time (`draw`): memory stays a band's whatever the page's length.
 */
export function compareImages(
  preImage: Rgba | Pixels,
  postImage: Rgba | Pixels,
  draw: DiffImageSink = () => undefined,
): VisualDiff {
  const [pre, post] = [preImage, postImage].map((image) =>
    'data' in image ? pixelsOf(image) : image,
  ) as [Pixels, Pixels];
  const width = Math.max(pre.width, post.width);
  const height = Math.max(pre.height, post.height);
  const common = {
    width: Math.min(pre.width, post.width),
    height: Math.min(pre.height, post.height),
  };
  const cells = new CellGrid(width);

  const bandBytes = common.width * (BAND_ROWS + 2 * CONTEXT_ROWS) * 4;
  const [preRows, postRows, out] = [0, 0, 0].map(() => Buffer.allocUnsafe(bandBytes));
  // The diff image's band when it is wider than what pixelmatch drew (extra columns in red).
  const wide = width > common.width ? Buffer.allocUnsafe(width * BAND_ROWS * 4) : null;
  const wideWords = wide && words(wide);
  for (let top = 0; top < common.height; top += BAND_ROWS) {
    const bottom = Math.min(top + BAND_ROWS, common.height);
    const from = Math.max(0, top - CONTEXT_ROWS);
    const to = Math.min(common.height, bottom + CONTEXT_ROWS);
    const band = out!.subarray(0, (to - from) * common.width * 4);
    pixelmatch(
      pre.rows(from, to, common.width, preRows!),
      post.rows(from, to, common.width, postRows!),
      band,
      common.width,
      to - from,
      { threshold: PIXEL_THRESHOLD, includeAA: false, alpha: 0.1, diffColor: DIFF_COLOR },
    );
    const drawn = words(band);
    for (let y = top; y < bottom; y += 1) {
      const start = (y - from) * common.width;
      // pixelmatch paints a changed pixel pure red; unchanged ones grey (r = g = b), AA yellow.
      let run = -1;
      for (let x = 0; x <= common.width; x += 1) {
        const red = x < common.width && drawn[start + x] === RED;
        if (red && run < 0) run = x;
        else if (!red && run >= 0) {
          cells.mark(y, run, x);
          run = -1;
        }
      }
      if (wideWords) {
        // Columns pixelmatch never reads (it gets the common width only).
        const at = (y - top) * width;
        wideWords.set(drawn.subarray(start, start + common.width), at);
        wideWords.fill(RED, at + common.width, at + width);
        cells.mark(y, common.width, width);
      }
    }
    // The context rows' own results belong to the neighbouring bands: only [top, bottom).
    const own = (top - from) * common.width * 4;
    draw(
      wide
        ? wide.subarray(0, (bottom - top) * width * 4)
        : band.subarray(own, own + (bottom - top) * common.width * 4),
      width,
      bottom - top,
    );
  }
  if (common.height < height) {
    const red = Buffer.allocUnsafe(width * Math.min(BAND_ROWS, height - common.height) * 4);
    words(red).fill(RED);
    for (let top = common.height; top < height; top += BAND_ROWS) {
      const rows = Math.min(BAND_ROWS, height - top);
      draw(red.subarray(0, rows * width * 4), width, rows);
      for (let y = top; y < top + rows; y += 1) cells.mark(y, 0, width);
    }
  }

  const total = width * height;
  return {
    score: total === 0 ? 100 : Math.round((1 - cells.changed / total) * 10_000) / 100,
    changed_pixels: cells.changed,
    total_pixels: total,
    width,
    height,
    pre_size: { width: pre.width, height: pre.height },
    post_size: { width: post.width, height: post.height },
    regions: regionsOf(cells.cells, cells.cols),
  };
}

/** Changed pixels gathered into CELL × CELL cells, each with the bounding box of its pixels. */
class CellGrid {
  readonly cols: number;
  readonly cells = new Map<number, Region>();
  changed = 0;

  constructor(width: number) {
    this.cols = Math.ceil(width / CELL);
  }

  /** Pixels [x0, x1) of row y changed. */
  mark(y: number, x0: number, x1: number) {
    this.changed += x1 - x0;
    const row = Math.floor(y / CELL) * this.cols;
    for (let col = Math.floor(x0 / CELL); col * CELL < x1; col += 1) {
      const [left, right] = [Math.max(x0, col * CELL), Math.min(x1, (col + 1) * CELL) - 1];
      const cell = this.cells.get(row + col);
      // width/height hold the max x/y while collecting; turned into sizes in regionsOf.
      if (!cell) this.cells.set(row + col, { x: left, y, width: right, height: y });
      else {
        cell.x = Math.min(cell.x, left);
        cell.y = Math.min(cell.y, y);
        cell.width = Math.max(cell.width, right);
        cell.height = Math.max(cell.height, y);
      }
    }
  }
}

/** Joins touching cells (8 neighbours) into regions: one bounding box each, largest first. */
function regionsOf(cells: Map<number, Region>, cols: number): Region[] {
  const seen = new Set<number>();
  const regions: Region[] = [];
  for (const start of cells.keys()) {
    if (seen.has(start)) continue;
    seen.add(start);
    const box = { ...cells.get(start)! };
    const stack = [start];
    while (stack.length > 0) {
      const key = stack.pop()!;
      const [row, col] = [Math.floor(key / cols), key % cols];
      for (let dy = -1; dy <= 1; dy += 1) {
        for (let dx = -1; dx <= 1; dx += 1) {
          if (col + dx < 0 || col + dx >= cols) continue;
          const next = (row + dy) * cols + col + dx;
          const cell = cells.get(next);
          if (!cell || seen.has(next)) continue;
          seen.add(next);
          stack.push(next);
          box.x = Math.min(box.x, cell.x);
          box.y = Math.min(box.y, cell.y);
          box.width = Math.max(box.width, cell.width);
          box.height = Math.max(box.height, cell.height);
        }
      }
    }
    regions.push({
      x: box.x,
      y: box.y,
      width: box.width - box.x + 1,
      height: box.height - box.y + 1,
    });
  }
  return regions.sort((a, b) => b.width * b.height - a.width * a.height).slice(0, MAX_REGIONS);
}
