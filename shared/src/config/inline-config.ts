import { INLINE_CONFIG_ID } from '@vigil/contract/page-config';

/** The element the gateway puts into index.html (tooling/gateway/inline-config.ts). */
export { INLINE_CONFIG_ID };

/** What the gateway inlines: each key is present only when its file was valid JSON. */
export interface InlineConfig {
  app?: unknown;
  remotes?: unknown;
}

/**
 * The runtime config and remote registry the page arrived with, or an empty object when there is
 * none (the dev server, tests, a gateway that does not inline) or it does not parse: callers then
 * fetch /config/… as before. Read on every call; the page's element does not change.
 */
export function readInlineConfig(doc: Document | undefined = globalThis.document): InlineConfig {
  const text = doc?.getElementById(INLINE_CONFIG_ID)?.textContent;
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as InlineConfig) : {};
  } catch (error) {
    console.warn(`#${INLINE_CONFIG_ID} is not JSON, fetching the configuration instead:`, error);
    return {};
  }
}
