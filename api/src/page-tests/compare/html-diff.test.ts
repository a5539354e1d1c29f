import { compareHtml } from './html-diff';

const page = (body: string, head = '') =>
  `<!doctype html><html lang="en"><head><title>Pricing</title>${head}</head><body>${body}</body></html>`;

describe('HTML structural diff', () => {
  it('ignores nonces, CSRF tokens, build hashes and timestamps', () => {
    const visit = (nonce: string, token: string, hash: string, time: string) =>
      page(
        `<form><input type="hidden" name="csrfmiddlewaretoken" value="${token}"><button>Go</button></form>` +
          `<p>Updated ${time}</p><script nonce="${nonce}" src="/app.${hash}.js"></script>`,
        `<meta name="csrf-token" content="${token}"><link rel="stylesheet" href="/main-${hash}.css">`,
      );
    const diff = compareHtml(
      visit('r4nd0m', 'a'.repeat(40), '3f9a2c1b', '2026-11-25T10:00:00Z'),
      visit('0th3r', 'b'.repeat(40), '8d7e6f5a', '2026-11-25T10:05:12.345Z'),
    );
    expect(diff).toMatchObject({ score: 100, added_count: 0, removed_count: 0, changed_count: 0 });
  });

  it('lists added, removed and changed nodes with where they are', () => {
    const diff = compareHtml(
      page('<main><h1>Plans</h1><p class="old">Cheap</p><aside>Ad</aside></main>'),
      page(
        '<main><h1>Our plans</h1><p class="old">Cheap</p><section><h2>New</h2></section></main>',
      ),
    );
    expect(diff.changed).toEqual([
      { path: 'html > body > main > h1', before: '<h1>Plans', after: '<h1>Our plans' },
    ]);
    expect(diff.removed).toEqual([
      { path: 'html > body > main > aside', before: '<aside>Ad', after: null },
    ]);
    expect(diff.added.map((node) => node.after)).toEqual(['<section>', '<h2>New']);
    // html, head, title, body, main, p same; h1 changed; aside removed; section, h2 added.
    expect(diff).toMatchObject({ changed_count: 1, removed_count: 1, added_count: 2 });
    expect(diff.score).toBe(Math.round((6 / 10) * 10_000) / 100);
  });
});
