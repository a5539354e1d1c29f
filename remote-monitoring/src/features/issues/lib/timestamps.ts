import { formatTime } from '../../../lib/format-time';

/**
 * An instant as the API writes it into Markdown (a closing note: "passed at 100 % on
 * 2026-12-02T14:40:02.123Z"): ISO 8601 with its zone, Z or an offset, so it names one instant.
 */
const INSTANT = /\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})/g;

/** The little of a Markdown (mdast) node this plugin reads and writes. */
interface MdNode {
  type: string;
  value?: string;
  children?: MdNode[];
  data?: Record<string, unknown>;
}

/** `<time datetime="…">` showing the instant in the reader's locale and time zone. */
function timeNode(iso: string): MdNode {
  return {
    type: 'instant',
    data: {
      hName: 'time',
      hProperties: { dateTime: iso },
      hChildren: [{ type: 'text', value: formatTime(iso) }],
    },
  };
}

/** A text node as text and instants, or null when it holds none. */
function splitText(text: string): MdNode[] | null {
  const parts: MdNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INSTANT)) {
    if (Number.isNaN(Date.parse(match[0]))) continue;
    if (match.index > last) parts.push({ type: 'text', value: text.slice(last, match.index) });
    parts.push(timeNode(match[0]));
    last = match.index + match[0].length;
  }
  if (last === 0) return null;
  if (last < text.length) parts.push({ type: 'text', value: text.slice(last) });
  return parts;
}

function visit(node: MdNode): void {
  if (!node.children) return;
  node.children = node.children.flatMap((child) => {
    if (child.type === 'text' && child.value) return splitText(child.value) ?? [child];
    visit(child);
    return [child];
  });
}

/**
 * A remark plugin: instants written in the text (not in code) are shown in the viewer's time
 * zone, like every other date on screen, while the stored Markdown keeps the exact ISO value.
 */
export function remarkLocalTimes() {
  return (tree: MdNode) => visit(tree);
}
