import {
  holdsSession,
  INLINE_CONFIG_ID,
  manifestsFor,
  PERSIST_KEY,
} from '@vigil/contract/page-config';

/**
 * Whether a session is stored, read raw: the entry runs before @vigil/shared has been negotiated
 * (the host decides the same after rehydrating, isSignedInAtom).
 */
function storedSessionPresent(): boolean {
  try {
    return holdsSession(JSON.parse(localStorage.getItem(PERSIST_KEY) ?? 'null'));
  } catch {
    return false;
  }
}

/** The inline config's `firstScreen` (tooling/gateway/inline-config.ts), unchecked. */
function firstScreenHint(): unknown {
  try {
    const text = document.getElementById(INLINE_CONFIG_ID)?.textContent;
    return text ? (JSON.parse(text) as { firstScreen?: unknown }).firstScreen : undefined;
  } catch {
    return undefined; // the host reports a broken config itself as it starts
  }
}

/**
 * Preloads the manifest of the remote the first screen needs, as the entry starts, where the
 * gateway could not (a signed-in screen: the session is in this browser's storage, issue 18); the
 * gateway names the manifest for each case. The host asks for it after evaluating the shared
 * libraries, a few hundred milliseconds later on a phone; the preload (the gateway's markup:
 * as=fetch, crossorigin, like the federation runtime's fetch) makes that request find its answer
 * on the way. (The gateway names no first screen where it preloaded the manifest itself.)
 */
export function preloadFirstScreenManifest(): void {
  for (const url of manifestsFor(firstScreenHint(), storedSessionPresent())) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'fetch');
    link.setAttribute('crossorigin', 'anonymous');
    link.href = url;
    document.head.append(link);
  }
}
