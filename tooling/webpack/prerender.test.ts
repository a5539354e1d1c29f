import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../remotes/web-root';
import { prerenderApp } from './prerender';
import { prerenderFileName } from './prerender-files';

let out: string;
beforeAll(() => {
  out = mkdtempSync(join(tmpdir(), 'vigil-prerender-'));
});
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe("the build's prerender step", () => {
  it("renders remote-auth's /login with its styles, as a form that cannot post the browser's way", () => {
    expect(prerenderApp(join(repoRoot, 'remote-auth'), out)).toBe(true);
    const routes = JSON.parse(
      readFileSync(join(out, 'prerender', 'routes.json'), 'utf8'),
    ) as object;
    expect(routes).toEqual({ '/login': 'login.html' });
    const html = readFileSync(join(out, 'prerender', 'login.html'), 'utf8');
    expect(html.startsWith('<div id="vigil-prerender" data-path="/login">')).toBe(true);
    // The screen itself: title, both fields with their labels, the links that work without a script.
    expect(html).toMatch(/<h1[^>]*>Sign in<\/h1>/);
    const emailId = /<label[^>]*for="([^"]+)"[^>]*>Email<\/label>/.exec(html)?.[1];
    expect(html).toMatch(new RegExp(`<input id="${emailId}"[^>]*type="email"`));
    expect(html).toMatch(/<input[^>]*type="password"/);
    expect(html).toContain('href="/forgot-password"');
    // Chakra's styles come with it: every class the markup uses has its rule inline.
    const classes = [...html.matchAll(/class="[^"]*\b(css-[a-z0-9]+)\b/g)].map((m) => m[1]!);
    expect(classes.length).toBeGreaterThan(5);
    for (const name of new Set(classes))
      expect({ name, styled: html.includes(`.${name}{`) }).toEqual({ name, styled: true });
    // The submit button is a plain one, marked for the host to submit the app's form instead.
    expect(html).not.toContain('type="submit"');
    expect(html).toMatch(/<button type="button" data-prerender-submit=""[^>]*>Sign in<\/button>/);
  });

  it('offers nothing for an app without src/prerender.tsx', () => {
    expect(prerenderApp(join(repoRoot, 'remote-billing'), out)).toBe(false);
  });

  it('names files plainly whatever the path', () => {
    expect(prerenderFileName('/login')).toBe('login.html');
    expect(prerenderFileName('/')).toBe('index.html');
    expect(prerenderFileName('/Account/New/')).toBe('account-new.html');
    expect(prerenderFileName('/../x y')).toBe('x-y.html');
  });
});
