import { badRequest } from '../http/errors';

/**
 * The other host's base: origin and path prefix, no trailing slash; paths are appended to it
 * (`https://staging.example.com` + `/pricing`). A query or fragment would be glued to every path.
 */
export function baseUrlOf(input: string): string {
  const url = new URL(input);
  if (url.search || url.hash)
    throw badRequest('base_url: must not have a query or fragment', 'base_url');
  if (url.username || url.password)
    throw badRequest('base_url: must not carry a user name or password', 'base_url');
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** A page URL's path from its host's root, with its query (`/pricing?plan=team`). */
export const pathOf = (pageUrl: string) => {
  const url = new URL(pageUrl);
  return `${url.pathname}${url.search}`;
};

/**
 * `base` + `path`, refused (400 `paths.<n>`) when the result would leave the base's host: the
 * contract's one-leading-slash rule already prevents it; this is the check that holds anyway.
 */
export function urlAt(base: string, path: string, field: string): string {
  let url: URL;
  try {
    url = new URL(`${base}${path}`);
  } catch {
    throw badRequest(`${field}: not a valid path`, field);
  }
  if (url.origin !== new URL(base).origin)
    throw badRequest(`${field}: must stay on the host`, field);
  return url.href;
}
