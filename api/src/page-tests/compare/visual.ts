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
  /** The post screenshot faded, changed pixels red (what the diff artifact shows). */
  image: Rgba;
}

/** Colour distance below which two pixels are the same (pixelmatch's scale, 0-1). */
const PIXEL_THRESHOLD = 0.1;
const DIFF_COLOR: [number, number, number] = [255, 0, 0];
/** Changed pixels closer than this grid are one region (a changed word is one box, not 40). */
const CELL = 24;
const MAX_REGIONS = 50;

/** The top-left `width` × `height` of an image (a view when rows need no cutting). */
function crop(image: Rgba, width: number, height: number): Buffer {
  if (image.width === width) return image.data.subarray(0, width * height * 4);
  const out = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y += 1)
    image.data.copy(out, y * width * 4, y * image.width * 4, (y * image.width + width) * 4);
  return out;
}

/**
 * Pixel diff of two screenshots with pixelmatch, anti-aliased edges not counted. Screenshots of
 * different sizes (the page grew or shrank) are compared over their common top-left area, and
 * every pixel only one of them has counts as changed: a page that got longer did change.
 */
export function compareImages(pre: Rgba, post: Rgba): VisualDiff {
  const width = Math.max(pre.width, post.width);
  const height = Math.max(pre.height, post.height);
  const common = {
    width: Math.min(pre.width, post.width),
    height: Math.min(pre.height, post.height),
  };
  // The diff image at full size: pixelmatch draws the common area straight into it when the
  // widths match (the usual case: one viewport), else into its own buffer copied row by row.
  const data = Buffer.alloc(width * height * 4);
  const sameWidth = common.width === width;
  const commonDiff = sameWidth
    ? data.subarray(0, common.width * common.height * 4)
    : Buffer.alloc(common.width * common.height * 4);
  pixelmatch(
    crop(pre, common.width, common.height),
    crop(post, common.width, common.height),
    commonDiff,
    common.width,
    common.height,
    { threshold: PIXEL_THRESHOLD, includeAA: false, alpha: 0.1, diffColor: DIFF_COLOR },
  );
  if (!sameWidth)
    for (let y = 0; y < common.height; y += 1)
      commonDiff.copy(data, y * width * 4, y * common.width * 4, (y + 1) * common.width * 4);

  const cols = Math.ceil(width / CELL);
  const cells = new Map<number, Region>();
  let changed = 0;
  const mark = (x: number, y: number) => {
    changed += 1;
    const key = Math.floor(y / CELL) * cols + Math.floor(x / CELL);
    const cell = cells.get(key);
    if (!cell) cells.set(key, { x, y, width: x, height: y });
    else {
      // width/height hold the max x/y while collecting; turned into sizes in regionsOf.
      cell.x = Math.min(cell.x, x);
      cell.y = Math.min(cell.y, y);
      cell.width = Math.max(cell.width, x);
      cell.height = Math.max(cell.height, y);
    }
  };
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 4;
      if (x < common.width && y < common.height) {
        // pixelmatch paints a changed pixel pure red; unchanged ones are grey (r = g = b).
        if (data[at] === 255 && data[at + 1] === 0 && data[at + 2] === 0) mark(x, y);
      } else {
        data[at] = 255;
        data[at + 3] = 255;
        mark(x, y);
      }
    }
  }
  const total = width * height;
  return {
    score: total === 0 ? 100 : Math.round((1 - changed / total) * 10_000) / 100,
    changed_pixels: changed,
    total_pixels: total,
    width,
    height,
    pre_size: { width: pre.width, height: pre.height },
    post_size: { width: post.width, height: post.height },
    regions: regionsOf(cells, cols),
    image: { width, height, data },
  };
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
