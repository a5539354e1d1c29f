import { safeHref } from './markdown';

describe('links in issue details', () => {
  it('keeps web, mail and same-site links and refuses every other kind', () => {
    for (const href of ['https://x.dev/a', 'HTTP://x.dev', 'mailto:a@b.c', '/site/1'])
      expect(safeHref(href)).toBe(href);
    for (const href of ['javascript:alert(1)', 'data:text/html,x', '//evil.example', 'ftp://x'])
      expect(safeHref(href)).toBeNull();
  });
});
