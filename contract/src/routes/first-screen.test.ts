import {
  firstScreenFilesFor,
  holdsSession,
  PERSIST_VERSION,
  preloadAttributes,
} from '../page-config';
import { firstScreenManifests, manifestUrls } from './first-screen';

const registry = {
  auth: { entry: '/remotes/auth/3-aa/mf-manifest.json' },
  monitoring: { entry: 'https://cdn.example/remotes/monitoring/7-bb/mf-manifest.json' },
  billing: { entry: 'javascript:alert(1)//mf-manifest.json' },
};

describe('manifestUrls', () => {
  it('keeps same-origin paths and http(s) URLs of manifests only', () => {
    expect(manifestUrls(registry)).toEqual([registry.auth.entry, registry.monitoring.entry]);
    expect(manifestUrls(null)).toEqual([]);
    expect(manifestUrls({ auth: { entry: '/remotes/auth/3-aa/remoteEntry.js' } })).toEqual([]);
  });
});

describe('firstScreenManifests', () => {
  it('gives a public screen its remote whether or not the session is known', () => {
    expect(firstScreenManifests(registry, '/login')).toEqual([registry.auth.entry]);
    expect(firstScreenManifests(registry, '/login', false)).toEqual([registry.auth.entry]);
  });

  it('gives a signed-in screen nothing while the session is unknown (the gateway)', () => {
    expect(firstScreenManifests(registry, '/')).toEqual([]);
  });

  it('gives a signed-in screen its remote with a session, the sign-in remote without', () => {
    expect(firstScreenManifests(registry, '/', true)).toEqual([registry.monitoring.entry]);
    expect(firstScreenManifests(registry, '/', false)).toEqual([registry.auth.entry]);
  });

  it("gives nothing for the host's own screens or a remote without a valid manifest", () => {
    expect(firstScreenManifests(registry, '/no/such/screen', true)).toEqual([]);
    expect(firstScreenManifests(registry, '/billing', true)).toEqual([]);
    expect(firstScreenManifests({}, '/', true)).toEqual([]);
  });
});

describe("the host entry's reading of the page and the stored session", () => {
  it("picks the case's files, keeping only manifests and scripts at paths or http(s) URLs", () => {
    const entry = '/remotes/monitoring/7-bb/remoteEntry.js';
    const hint = {
      signedIn: [
        registry.monitoring.entry,
        entry,
        'https://cdn.example/m/7/__federation_expose_App.1a.js',
      ],
      signedOut: ['/not/a/manifest.json', 'javascript:alert(1)//a.js', '//evil.example/a.js', 7],
    };
    expect(firstScreenFilesFor(hint, true)).toEqual(hint.signedIn);
    expect(firstScreenFilesFor(hint, false)).toEqual([]);
    expect(firstScreenFilesFor(undefined, true)).toEqual([]);
    expect(firstScreenFilesFor({ signedIn: 'not a list' }, true)).toEqual([]);
  });

  it('preloads a manifest as the runtime fetches it, a script as a plain script at low priority', () => {
    expect(preloadAttributes(registry.auth.entry)).toEqual({
      as: 'fetch',
      crossorigin: 'anonymous',
    });
    expect(preloadAttributes('/remotes/auth/3-aa/remoteEntry.js')).toEqual({
      as: 'script',
      fetchpriority: 'low',
    });
    expect(preloadAttributes('//evil.example/remotes/mf-manifest.json')).toBeNull();
  });

  it('sees a session only in a document of this version with a token', () => {
    const stored = (version: unknown, token: unknown) => ({ version, auth: { token } });
    expect(holdsSession(stored(PERSIST_VERSION, 'access-1'))).toBe(true);
    expect(holdsSession(stored(PERSIST_VERSION, null))).toBe(false);
    expect(holdsSession(stored(PERSIST_VERSION, ''))).toBe(false);
    expect(holdsSession(stored(PERSIST_VERSION, 1))).toBe(false);
    // Newer (a rolled-back build discards it) or older (it may not migrate): no guess.
    expect(holdsSession(stored(PERSIST_VERSION + 1, 'access-1'))).toBe(false);
    expect(holdsSession(stored(PERSIST_VERSION - 1, 'access-1'))).toBe(false);
    expect(holdsSession(null)).toBe(false);
  });
});
