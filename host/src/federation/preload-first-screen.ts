import {
  firstScreenFilesFor,
  holdsSession,
  INLINE_CONFIG_ID,
  PERSIST_KEY,
  preloadAttributes,
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
 * Chromium keeps a preload that failed (the remote was down) and hands it to the next script
 * element asking for its URL: the runtime's load after Try again would fail once more although
 * the remote is back. A throwaway script element takes the failed answer instead (it is served
 * from the failed preload, so nothing runs), and the runtime's own load goes to the network.
 */
function takeFailed(url: string): void {
  const script = document.createElement('script');
  script.src = url;
  const drop = () => script.remove();
  script.addEventListener('error', drop);
  script.addEventListener('load', drop);
  document.head.append(script);
}

/**
 * Preloads the files of the remote the first screen needs (its manifest, entry script, App chunk
 * and the screen's own chunks) as the entry starts: the gateway names them for a visitor with and without a session,
 * which is only in this browser's storage (issue 18). The host asks for the manifest after
 * evaluating the shared libraries, a few hundred milliseconds later on a phone, and for the
 * scripts only once the manifest has arrived; the preloads (with attributes matching how each is
 * asked for) make those requests find their answers on the way.
 */
export function preloadFirstScreenFiles(): void {
  const preloaded = new Set(
    Array.from(document.querySelectorAll('link[rel="preload"]'), (link) =>
      link.getAttribute('href'),
    ),
  );
  for (const url of firstScreenFilesFor(firstScreenHint(), storedSessionPresent())) {
    if (preloaded.has(url)) continue; // the gateway's own preload of a public screen's manifest
    const link = document.createElement('link');
    link.rel = 'preload';
    for (const [name, value] of Object.entries(preloadAttributes(url) ?? {})) {
      link.setAttribute(name, value);
    }
    link.href = url;
    if (link.getAttribute('as') === 'script') link.addEventListener('error', () => takeFailed(url));
    document.head.append(link);
  }
}
