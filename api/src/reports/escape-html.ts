const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Text for an HTML element or a quoted attribute. Everything the scanned site produced (URLs,
 * console messages, selectors, HTML snippets) goes through here: the page under test is untrusted.
 */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}
