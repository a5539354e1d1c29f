/**
 * The page with the markup before `</head>`, or at its end when it has none (never before the
 * doctype, which would switch the page to quirks mode). The host's scripts are deferred, so they
 * find what is added either way.
 */
export function injectIntoHtml(html: string, markup: string): string {
  const head = html.search(/<\/head>/i);
  if (head >= 0) return html.slice(0, head) + markup + html.slice(head);
  return html + markup;
}
