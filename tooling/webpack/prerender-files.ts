/**
 * Where a remote's build leaves its prerendered screens (issue 18): `dist/prerender/`, with
 * `routes.json` mapping each path to its file. They are part of the remote's version (publish
 * copies dist), so a rollback also rolls back what the gateway puts in the page.
 */
export const PRERENDER_DIR = 'prerender';
export const PRERENDER_INDEX = 'routes.json';

/** `/login` → `login.html`, `/` → `index.html`: a plain file name for any path. */
export function prerenderFileName(path: string): string {
  const slug = path
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
  return `${slug || 'index'}.html`;
}
