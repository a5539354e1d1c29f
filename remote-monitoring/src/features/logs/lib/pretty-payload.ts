/**
 * A logged payload as readable text: JSON indented by two spaces; a payload the server cut at
 * 16 KB arrives as the raw text it kept, shown as it is.
 */
export function prettyPayload(payload: unknown, truncated: boolean): string | null {
  if (payload === null || payload === undefined) return null;
  if (truncated && typeof payload === 'string') return `${payload}…`;
  return JSON.stringify(payload, null, 2);
}
