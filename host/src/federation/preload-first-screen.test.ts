import { INLINE_CONFIG_ID } from '@vigil/contract/page-config';
import { preloadFirstScreenFiles } from './preload-first-screen';

const registry = {
  auth: { entry: '/remotes/auth/3-aa/mf-manifest.json' },
  monitoring: { entry: '/remotes/monitoring/7-bb/mf-manifest.json' },
};
const homeScripts = [
  '/remotes/monitoring/7-bb/remoteEntry.js',
  '/remotes/monitoring/7-bb/__federation_expose_App.0f1e.js',
];
// What the gateway names for a signed-in screen such as Home (tooling/gateway/inline-config.ts).
const firstScreen = {
  signedIn: [registry.monitoring.entry, ...homeScripts],
  signedOut: [registry.auth.entry],
};

function pageWith(config: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = INLINE_CONFIG_ID;
  element.textContent = config;
  document.head.append(element);
}
const session = (token: unknown, version = 1) =>
  localStorage.setItem('root', JSON.stringify({ version, auth: { token } }));
const preloads = () =>
  Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')).map((link) => ({
    href: link.getAttribute('href'),
    as: link.getAttribute('as'),
    crossorigin: link.getAttribute('crossorigin'),
    fetchpriority: link.getAttribute('fetchpriority'),
  }));
const manifestPreload = (href: string) => ({
  href,
  as: 'fetch',
  crossorigin: 'anonymous',
  fetchpriority: null,
});

beforeEach(() => {
  document.head.innerHTML = '';
  localStorage.clear();
  pageWith(JSON.stringify({ remotes: registry, firstScreen }));
});

it("preloads Home's remote files for a stored session, as the federation runtime asks for them", () => {
  session('access-1');
  preloadFirstScreenFiles();
  expect(preloads()).toEqual([
    manifestPreload(registry.monitoring.entry),
    // Plain script elements: no crossorigin, or the browser would download them twice.
    ...homeScripts.map((href) => ({ href, as: 'script', crossorigin: null, fetchpriority: 'low' })),
  ]);
});

it('preloads the sign-in remote where a signed-in screen is opened without a session', () => {
  session(null);
  preloadFirstScreenFiles();
  expect(preloads().map((link) => link.href)).toEqual([registry.auth.entry]);
});

it("preloads sign-in's manifest, not Home's, for a session stored by a newer version", () => {
  session('access-1', 2);
  preloadFirstScreenFiles();
  // The host discards the document and shows sign-in: that remote's manifest, not Home's.
  expect(preloads()).toEqual([manifestPreload(registry.auth.entry)]);
});

it('adds nothing that is not a manifest or a script URL', () => {
  document.head.innerHTML = '';
  pageWith(
    JSON.stringify({ firstScreen: { signedOut: ['javascript:alert(1)//mf-manifest.json'] } }),
  );
  preloadFirstScreenFiles();
  expect(preloads()).toEqual([]);
});

it("does not preload again what the page preloads itself (a public screen's manifest)", () => {
  document.head.innerHTML =
    '<link rel="preload" as="fetch" crossorigin="anonymous" href="/remotes/auth/3-aa/mf-manifest.json">';
  const authFiles = [registry.auth.entry, '/remotes/auth/3-aa/remoteEntry.js'];
  pageWith(JSON.stringify({ firstScreen: { signedIn: authFiles, signedOut: authFiles } }));
  preloadFirstScreenFiles();
  expect(preloads().map((link) => link.href)).toEqual(authFiles);
});

it('adds nothing where the page names no first screen (nginx)', () => {
  session('access-1');
  document.head.innerHTML = '';
  pageWith(JSON.stringify({ remotes: registry }));
  preloadFirstScreenFiles();
  expect(preloads()).toEqual([]);
});

it('adds nothing, and does not throw, when the stored state or the config is broken', () => {
  localStorage.setItem('root', '{"version":1,');
  document.head.innerHTML = '';
  pageWith('{"remotes":');
  expect(() => preloadFirstScreenFiles()).not.toThrow();
  expect(preloads()).toEqual([]);
});

it('hands a failed script preload to a throwaway script element, so a later load goes to the network', () => {
  session('access-1');
  preloadFirstScreenFiles();
  const entry = document.querySelector<HTMLLinkElement>(`link[href="${homeScripts[0]}"]`)!;
  entry.dispatchEvent(new Event('error'));
  const taker = document.querySelector<HTMLScriptElement>(`script[src="${homeScripts[0]}"]`);
  expect(taker).not.toBeNull();
  // It takes the failed answer and leaves: the runtime's own script element is the only one then.
  taker!.dispatchEvent(new Event('error'));
  expect(document.querySelector(`script[src="${homeScripts[0]}"]`)).toBeNull();
  // A manifest's failed preload is the runtime's fetch to take, as before.
  const manifest = document.querySelector<HTMLLinkElement>(
    `link[href="${registry.monitoring.entry}"]`,
  )!;
  manifest.dispatchEvent(new Event('error'));
  expect(document.querySelectorAll('script[src]')).toHaveLength(0);
});
