/**
 * The filename of a Content-Disposition header, else the server's own rule
 * (`vigil-report-<host>-<yyyy-mm-dd>.pdf`) rebuilt from the page URL.
 */
export function reportFilename(disposition: string | undefined, pageUrl: string, now = new Date()) {
  const quoted = /filename="([^"]+)"/i.exec(disposition ?? '')?.[1];
  if (quoted) return quoted;
  let host = 'page';
  try {
    host = new URL(pageUrl).hostname || host;
  } catch {
    // Keep 'page': the download still works with a plainer name.
  }
  return `vigil-report-${host}-${now.toISOString().slice(0, 10)}.pdf`;
}
