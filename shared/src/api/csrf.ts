/** Cookie the server sets for double-submit CSRF protection (server.md §1). */
export const CSRF_COOKIE = 'csrftoken';
/** Header that must echo the cookie on every request. */
export const CSRF_HEADER = 'X-CSRFToken';

/** A cookie of the current page, or null (also outside a browser). */
export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const pair of document.cookie.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== name) continue;
    const value = pair.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}
