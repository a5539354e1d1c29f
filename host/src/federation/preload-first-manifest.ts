import { firstScreenManifests, INLINE_CONFIG_ID } from '@vigil/contract/routes';

/**
 * localStorage key of the persisted state (shared's PERSIST_KEY, product.md §3). Read raw here: the
 * entry runs before @vigil/shared has been negotiated, and only needs to know there is a session.
 */
const PERSIST_KEY = 'root';

/** Whether a session is stored: what the host's first render will decide on (isSignedInAtom). */
function storedSessionPresent(): boolean {
  try {
    const stored = JSON.parse(localStorage.getItem(PERSIST_KEY) ?? 'null') as {
      auth?: { token?: unknown };
    } | null;
    return typeof stored?.auth?.token === 'string' && stored.auth.token !== '';
  } catch {
    return false;
  }
}

function inlineRegistry(): unknown {
  try {
    const text = document.getElementById(INLINE_CONFIG_ID)?.textContent;
    return text ? (JSON.parse(text) as { remotes?: unknown }).remotes : undefined;
  } catch {
    return undefined; // the host reports a broken config itself as it starts
  }
}

/**
 * Preloads the manifest of the remote the first screen needs, as the entry starts, when the
 * gateway could not (a signed-in screen: the session is in this browser's storage, issue 18). The
 * host asks for it after evaluating the shared libraries, a few hundred milliseconds later on a
 * phone; the preload (the gateway's markup: as=fetch, crossorigin, like the federation runtime's
 * fetch) makes that request find its answer on the way. A manifest already preloaded is left.
 */
export function preloadFirstScreenManifest(): void {
  const signedIn = storedSessionPresent();
  for (const url of firstScreenManifests(inlineRegistry(), location.pathname, signedIn)) {
    const absolute = new URL(url, location.href).href;
    const preloaded = Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]'));
    if (preloaded.some((link) => link.href === absolute)) continue;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'fetch');
    link.setAttribute('crossorigin', 'anonymous');
    link.href = url;
    document.head.append(link);
  }
}
