/**
 * A small Markdown reader for issue details: headings, paragraphs, lists, fenced code and inline
 * code, bold and links. It produces plain data that components render as React elements, so HTML
 * written into the Markdown stays text: nothing is ever injected as markup.
 */
export type Block =
  | { kind: 'heading'; level: 1 | 2 | 3 | 4 | 5 | 6; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] }
  | { kind: 'code'; text: string };

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'code'; text: string }
  | { kind: 'strong'; text: string }
  | { kind: 'link'; text: string; href: string };

const HEADING = /^(#{1,6})\s+(.*)$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;
const FENCE = /^\s*```/;

function listItem(line: string, ordered: boolean): string | null {
  const match = (ordered ? NUMBERED : BULLET).exec(line);
  return match ? match[1]! : null;
}

export function parseBlocks(markdown: string): Block[] {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    if (!line.trim()) {
      i += 1;
    } else if (FENCE.test(line)) {
      const code: string[] = [];
      i += 1;
      while (i < lines.length && !FENCE.test(lines[i]!)) code.push(lines[i++]!);
      i += 1; // the closing fence, when there is one
      blocks.push({ kind: 'code', text: code.join('\n') });
    } else if (HEADING.test(line)) {
      const [, hashes, text] = HEADING.exec(line)!;
      blocks.push({ kind: 'heading', level: hashes!.length as 1, text: text!.trim() });
      i += 1;
    } else if (BULLET.test(line) || NUMBERED.test(line)) {
      const ordered = !BULLET.test(line);
      const items: string[] = [];
      while (i < lines.length && listItem(lines[i]!, ordered) !== null) {
        items.push(listItem(lines[i++]!, ordered)!);
      }
      blocks.push({ kind: 'list', ordered, items });
    } else {
      const text: string[] = [];
      while (i < lines.length && lines[i]!.trim() && !startsBlock(lines[i]!))
        text.push(lines[i++]!);
      blocks.push({ kind: 'paragraph', text: text.join('\n') });
    }
  }
  return blocks;
}

const startsBlock = (line: string) =>
  FENCE.test(line) || HEADING.test(line) || BULLET.test(line) || NUMBERED.test(line);

// `code`, **strong**, [text](href) — whichever comes first in the text.
const INLINE = /`([^`]+)`|\*\*([^*]+)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Only web, mail and same-site links are followed; `javascript:` and the like stay text. */
export function safeHref(href: string): string | null {
  if (/^(https?:|mailto:)/i.test(href)) return href;
  if (href.startsWith('/') && !href.startsWith('//')) return href;
  return null;
}

export function parseInline(text: string): Inline[] {
  const parts: Inline[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const at = match.index;
    if (at > last) parts.push({ kind: 'text', text: text.slice(last, at) });
    const [whole, code, strong, linkText, href] = match;
    if (code !== undefined) parts.push({ kind: 'code', text: code });
    else if (strong !== undefined) parts.push({ kind: 'strong', text: strong });
    else {
      const safe = safeHref(href!);
      parts.push(
        safe ? { kind: 'link', text: linkText!, href: safe } : { kind: 'text', text: whole },
      );
    }
    last = at + whole.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
