import { remoteShowing, screenShowing } from './route-owner';

describe('remoteShowing: the remote whose screen a first load will show', () => {
  it('is the owner of the matching row for a visitor allowed to see it', () => {
    expect(remoteShowing('/login', false)).toBe('auth');
    expect(remoteShowing('/account/new', false)).toBe('auth');
    expect(remoteShowing('/onboard', true)).toBe('onboarding');
    expect(remoteShowing('/billing/update', true)).toBe('billing');
    expect(remoteShowing('/', true)).toBe('monitoring');
    expect(remoteShowing('/site/8f1c/migration', true)).toBe('monitoring');
    expect(remoteShowing('/login/', false)).toBe('auth');
  });

  it('matches as the router does: any case, decoded, never an empty segment', () => {
    expect(remoteShowing('/Billing', true)).toBe('billing');
    expect(remoteShowing('/log%69n', false)).toBe('auth');
    expect(remoteShowing('/site/%E0', true)).toBe('monitoring');
    expect(remoteShowing('/site//1', true)).toBeUndefined();
    expect(remoteShowing('//login', true)).toBeUndefined();
    expect(remoteShowing('/site/', true)).toBeUndefined();
  });

  it('is auth for a signed-in screen opened without a session: the guard sends it to /login', () => {
    expect(remoteShowing('/', false)).toBe('auth');
    expect(remoteShowing('/site/1', false)).toBe('auth');
    expect(remoteShowing('/no/such/page', false)).toBe('auth');
  });

  it("is none for the host's own screens and for paths no row matches", () => {
    expect(remoteShowing('/404', true)).toBeUndefined();
    expect(remoteShowing('/no/such/page', true)).toBeUndefined();
    expect(remoteShowing('/site', true)).toBeUndefined();
    expect(remoteShowing('/site/1/migration/extra', true)).toBeUndefined();
  });
});

describe('screenShowing: the route a first load will show, to preload its screen', () => {
  it('names the matching row, or the sign-in screen for a visitor without a session', () => {
    expect(screenShowing('/', true)).toEqual({ route: 'home', remote: 'monitoring' });
    expect(screenShowing('/site/8f1c/migration', true)).toEqual({
      route: 'siteMigration',
      remote: 'monitoring',
    });
    expect(screenShowing('/account/join', false)).toEqual({ route: 'accountJoin', remote: 'auth' });
    expect(screenShowing('/', false)).toEqual({ route: 'login', remote: 'auth' });
    expect(screenShowing('/404', true)).toBeUndefined();
  });
});
