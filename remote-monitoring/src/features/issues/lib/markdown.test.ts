import { parseBlocks, parseInline, safeHref } from './markdown';

describe('issue details Markdown', () => {
  it('reads headings, paragraphs, lists and fenced code', () => {
    const text =
      '# Title\n\nSome *text*\nmore\n\n- one\n- two\n\n1. first\n2. second\n\n```\n<b>x</b>\n```';
    expect(parseBlocks(text)).toEqual([
      { kind: 'heading', level: 1, text: 'Title' },
      { kind: 'paragraph', text: 'Some *text*\nmore' },
      { kind: 'list', ordered: false, items: ['one', 'two'] },
      { kind: 'list', ordered: true, items: ['first', 'second'] },
      { kind: 'code', text: '<b>x</b>' },
    ]);
  });

  it('reads inline code, bold and links, keeping unsafe links as text', () => {
    expect(
      parseInline('Run `npm t` **now**, see [docs](https://x.dev) or [x](javascript:alert(1))'),
    ).toEqual([
      { kind: 'text', text: 'Run ' },
      { kind: 'code', text: 'npm t' },
      { kind: 'text', text: ' ' },
      { kind: 'strong', text: 'now' },
      { kind: 'text', text: ', see ' },
      { kind: 'link', text: 'docs', href: 'https://x.dev' },
      { kind: 'text', text: ' or ' },
      { kind: 'text', text: '[x](javascript:alert(1)' },
      { kind: 'text', text: ')' },
    ]);
    expect(safeHref('//evil.example')).toBeNull();
    expect(safeHref('/site/1')).toBe('/site/1');
  });
});
