import { INLINE_CONFIG_ID } from '@vigil/contract/page-config';
import { preloadFirstScreenManifest } from './preload-first-manifest';

const registry = {
  auth: { entry: '/remotes/auth/3-aa/mf-manifest.json' },
  monitoring: { entry: '/remotes/monitoring/7-bb/mf-manifest.json' },
};
// What the gateway names for a signed-in screen such as Home (tooling/gateway/inline-config.ts).
const firstScreen = { signedIn: [registry.monitoring.entry], signedOut: [registry.auth.entry] };

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
  }));

beforeEach(() => {
  document.head.innerHTML = '';
  localStorage.clear();
  pageWith(JSON.stringify({ remotes: registry, firstScreen }));
});

it("preloads Home's remote manifest for a stored session, as the federation runtime fetches it", () => {
  session('access-1');
  preloadFirstScreenManifest();
  expect(preloads()).toEqual([
    { href: registry.monitoring.entry, as: 'fetch', crossorigin: 'anonymous' },
  ]);
});

it('preloads the sign-in remote where a signed-in screen is opened without a session', () => {
  session(null);
  preloadFirstScreenManifest();
  expect(preloads().map((link) => link.href)).toEqual([registry.auth.entry]);
});

it("preloads sign-in's manifest, not Home's, for a session stored by a newer version", () => {
  session('access-1', 2);
  preloadFirstScreenManifest();
  // The host discards the document and shows sign-in: that remote's manifest, not Home's.
  expect(preloads()).toEqual([
    { href: registry.auth.entry, as: 'fetch', crossorigin: 'anonymous' },
  ]);
});

it('adds nothing that is not a manifest URL', () => {
  document.head.innerHTML = '';
  pageWith(
    JSON.stringify({ firstScreen: { signedOut: ['javascript:alert(1)//mf-manifest.json'] } }),
  );
  preloadFirstScreenManifest();
  expect(preloads()).toEqual([]);
});

it('adds nothing where the page names no first screen (a public screen, nginx)', () => {
  session('access-1');
  document.head.innerHTML = '';
  pageWith(JSON.stringify({ remotes: registry }));
  preloadFirstScreenManifest();
  expect(preloads()).toEqual([]);
});

it('adds nothing, and does not throw, when the stored state or the config is broken', () => {
  localStorage.setItem('root', '{"version":1,');
  document.head.innerHTML = '';
  pageWith('{"remotes":');
  expect(() => preloadFirstScreenManifest()).not.toThrow();
  expect(preloads()).toEqual([]);
});
