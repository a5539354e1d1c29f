import { createHash } from 'node:crypto';

/**
 * A page's DOM shape (issue 11): the skeleton of its layout, so pages built on one template are
 * recognised whatever their text and URL. The skeleton is the tag names with their id and class
 * tokens, DEPTH levels down from <body> (<html> and <body> themselves, and whatever may be
 * missing from one page of a template, are left out); text, attribute values other than id and
 * class, and tokens with a digit (`post-12`, `col-3` vary per item) and text-level
 * markup (links, emphasis, spans: part of the text) are ignored, and repeated
 * siblings are folded (each distinct child once, in order of first appearance), so a list of 3
 * items and one of 30, or an article of 4 paragraphs and one of 9, have one shape.
 */
const DEPTH = 4;
/** Elements that are not layout (metadata, and text-level markup inside text): left out, subtree and all. */
const SKIPPED = new Set([
  'a',
  'abbr',
  'b',
  'cite',
  'code',
  'em',
  'i',
  'kbd',
  'mark',
  'q',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'head',
  'title',
  'meta',
  'link',
  'base',
  'script',
  'style',
  'noscript',
  'template',
  'br',
  'wbr',
]);
/** Wrappers every page has (or a parser implies): their children are the first level. */
const TRANSPARENT = new Set(['html', 'body']);

interface ShapeNode {
  label: string;
  children: ShapeNode[];
}

/** What stands on the stack for an open element: a recorded node, or why it is not one. */
type Open = ShapeNode | 'transparent' | 'skipped' | 'deep';

function label(name: string, attribs: Record<string, string>): string {
  const tokens = (value = '') => value.split(/\s+/).filter((token) => token && !/\d/.test(token));
  const id = tokens(attribs.id).map((token) => `#${token}`);
  const classes = tokens(attribs.class)
    .sort()
    .map((token) => `.${token}`);
  return [name, ...id, ...classes].join('');
}

function serialize(node: ShapeNode): string {
  const children = [...new Set(node.children.map(serialize))];
  return children.length > 0 ? `${node.label}(${children.join(',')})` : node.label;
}

/**
 * Reads the shape as a parser reports tags (htmlparser2's onopentag / onclosetag, which closes
 * every element it opened, implied or not); `shape()` is a short hash of the skeleton.
 */
export function createShapeReader() {
  const top: ShapeNode = { label: '', children: [] };
  const open: Open[] = [];
  const recorded = () => open.filter((entry) => typeof entry !== 'string') as ShapeNode[];
  return {
    onopentag(name: string, attribs: Record<string, string>) {
      const inside = recorded();
      if (open.some((entry) => entry === 'skipped' || entry === 'deep')) {
        open.push('deep');
      } else if (SKIPPED.has(name)) {
        open.push('skipped');
      } else if (TRANSPARENT.has(name)) {
        open.push('transparent');
      } else if (inside.length >= DEPTH) {
        open.push('deep');
      } else {
        const node = { label: label(name, attribs), children: [] };
        (inside[inside.length - 1] ?? top).children.push(node);
        open.push(node);
      }
    },
    onclosetag() {
      open.pop();
    },
    shape: () => createHash('sha256').update(serialize(top)).digest('hex').slice(0, 16),
  };
}
