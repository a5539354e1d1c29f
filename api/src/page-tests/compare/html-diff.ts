import { diffArrays } from 'diff';
import type { ChildNode, Element } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import { comparableAttributes, withoutNoise } from './html-noise';

export interface HtmlNodeChange {
  /** Where the node is: its ancestors' tags, e.g. `html > body > main > h1`. */
  path: string;
  before: string | null;
  after: string | null;
}

export interface HtmlDiff {
  /** 0-100: the share of nodes found unchanged in both sources, 2 decimals. */
  score: number;
  nodes_pre: number;
  nodes_post: number;
  added_count: number;
  removed_count: number;
  changed_count: number;
  /** The first changes of each kind, for the screen (counts above are complete). */
  added: HtmlNodeChange[];
  removed: HtmlNodeChange[];
  changed: HtmlNodeChange[];
}

interface NodeEntry {
  /** What pairs a node with its counterpart: position in the tree and its id. */
  key: string;
  path: string;
  /** The node as compared: opening tag with comparable attributes, then its own text. */
  content: string;
}

const LISTED = 50;
const SHOWN_CHARS = 300;
/** Their text is code or data, not page content; their attributes still count. */
const OPAQUE = new Set(['script', 'style', 'noscript', 'template']);

const isElement = (node: ChildNode): node is Element =>
  node.type === 'tag' || node.type === 'script' || node.type === 'style';

/** The elements of a page source in document order, each with its noise-free content. */
function entriesOf(html: string): NodeEntry[] {
  const entries: NodeEntry[] = [];
  const walk = (nodes: ChildNode[], ancestors: string[]) => {
    for (const node of nodes) {
      if (!isElement(node)) continue;
      const tag = node.name.toLowerCase();
      const path = [...ancestors, tag].join(' > ');
      const attributes = comparableAttributes(node.attribs)
        .map(([name, value]) => ` ${name}="${value}"`)
        .join('');
      const text = OPAQUE.has(tag)
        ? ''
        : withoutNoise(
            node.children
              .filter((child) => child.type === 'text')
              .map((child) => (child as unknown as { data: string }).data)
              .join(' '),
          );
      const content = `<${tag}${attributes}>${text}`.slice(0, SHOWN_CHARS);
      entries.push({ key: `${path}#${node.attribs.id ?? ''}`, path, content });
      walk(node.children, [...ancestors, tag]);
    }
  };
  walk(parseDocument(html, { lowerCaseTags: true }).children, []);
  return entries;
}

/**
 * A structural diff of two page sources: elements are aligned by their place in the tree (a
 * longest common subsequence of keys), then an aligned element whose attributes or text differ
 * is changed, an unaligned one added or removed. Noise (tokens, hashes, times) is removed first.
 */
export function compareHtml(preHtml: string, postHtml: string): HtmlDiff {
  const pre = entriesOf(preHtml);
  const post = entriesOf(postHtml);
  const added: HtmlNodeChange[] = [];
  const removed: HtmlNodeChange[] = [];
  const changed: HtmlNodeChange[] = [];
  const counts = { added: 0, removed: 0, changed: 0, same: 0 };
  let [i, j] = [0, 0];
  const parts = diffArrays(
    pre.map((entry) => entry.key),
    post.map((entry) => entry.key),
  );
  for (const part of parts) {
    const count = part.count ?? part.value.length;
    for (let n = 0; n < count; n += 1) {
      if (part.added) {
        const node = post[j++]!;
        counts.added += 1;
        if (added.length < LISTED)
          added.push({ path: node.path, before: null, after: node.content });
      } else if (part.removed) {
        const node = pre[i++]!;
        counts.removed += 1;
        if (removed.length < LISTED)
          removed.push({ path: node.path, before: node.content, after: null });
      } else {
        const [before, after] = [pre[i++]!, post[j++]!];
        if (before.content === after.content) counts.same += 1;
        else {
          counts.changed += 1;
          if (changed.length < LISTED)
            changed.push({ path: after.path, before: before.content, after: after.content });
        }
      }
    }
  }
  const union = counts.same + counts.changed + counts.added + counts.removed;
  return {
    score: union === 0 ? 100 : Math.round((counts.same / union) * 10_000) / 100,
    nodes_pre: pre.length,
    nodes_post: post.length,
    added_count: counts.added,
    removed_count: counts.removed,
    changed_count: counts.changed,
    added,
    removed,
    changed,
  };
}
