/** A rectangle on the canvas, in the graph's own coordinates. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A node as placement sees it: where it is and, once drawn, its size. */
export interface Placed {
  position: { x: number; y: number };
  measured?: { width?: number; height?: number };
}

// Room between a node and the one added under it, and between a node and a sibling beside it.
export const STEP_Y = 160;
const STEP_X = 240;
/** A node's size before React Flow has measured it (about what a node draws). */
export const NODE_SIZE = { width: 200, height: 80 };

export const rectOf = (node: Placed): Rect => ({
  ...node.position,
  width: node.measured?.width ?? NODE_SIZE.width,
  height: node.measured?.height ?? NODE_SIZE.height,
});

const overlaps = (a: Rect, b: Rect) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Whether `inner` lies wholly inside `outer`. */
export const contains = (outer: Rect, inner: Rect) =>
  inner.x >= outer.x &&
  inner.y >= outer.y &&
  inner.x + inner.width <= outer.x + outer.width &&
  inner.y + inner.height <= outer.y + outer.height;

/**
 * What the canvas shows, in graph coordinates: React Flow's viewport (`x`, `y` the graph's offset
 * on screen, `zoom` its scale) over a pane of `width` × `height` pixels.
 */
export const visibleRect = (
  viewport: { x: number; y: number; zoom: number },
  pane: { width: number; height: number },
): Rect => ({
  x: -viewport.x / viewport.zoom,
  y: -viewport.y / viewport.zoom,
  width: pane.width / viewport.zoom,
  height: pane.height / viewport.zoom,
});

/**
 * Where a new node goes: under `after` (the selected node it will follow), beside any node already
 * there; with nothing selected, in the middle of what the canvas shows, below any node already
 * there. Either way it covers no node. The editor then brings it into view if it is not.
 */
export function placeNode(after: Placed | undefined, nodes: readonly Placed[], view: Rect) {
  const start = after
    ? { x: after.position.x, y: after.position.y + STEP_Y }
    : {
        x: view.x + (view.width - NODE_SIZE.width) / 2,
        y: view.y + (view.height - NODE_SIZE.height) / 2,
      };
  const step = after ? { x: STEP_X, y: 0 } : { x: 0, y: STEP_Y };
  const taken = nodes.map(rectOf);
  let spot = { ...start, ...NODE_SIZE };
  while (taken.some((rect) => overlaps(rect, spot))) {
    spot = { ...spot, x: spot.x + step.x, y: spot.y + step.y };
  }
  return { x: Math.round(spot.x), y: Math.round(spot.y) };
}
