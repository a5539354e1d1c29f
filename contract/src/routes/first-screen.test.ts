import { holdsSession, manifestsFor, PERSIST_VERSION } from '../page-config';
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
  it('picks the manifests for the case, keeping only manifest URLs', () => {
    const hint = { signedIn: [registry.monitoring.entry], signedOut: ['/not/a/manifest.js'] };
    expect(manifestsFor(hint, true)).toEqual([registry.monitoring.entry]);
    expect(manifestsFor(hint, false)).toEqual([]);
    expect(manifestsFor(undefined, true)).toEqual([]);
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
