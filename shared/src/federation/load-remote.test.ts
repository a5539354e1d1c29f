import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadRemoteModule, registerRemoteEntries } from './load-remote';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const loadRemoteMock = jest.mocked(loadRemote);

it('resolves the exposed module', async () => {
  const module = { App: () => null };
  loadRemoteMock.mockResolvedValue(module);
  await expect(loadRemoteModule<typeof module>('billing/App')).resolves.toBe(module);
  expect(loadRemoteMock).toHaveBeenCalledWith('billing/App');
});

it('rejects with a clear error when the runtime returns nothing', async () => {
  loadRemoteMock.mockResolvedValue(null);
  await expect(loadRemoteModule('billing/App')).rejects.toThrow(
    'Remote module "billing/App" could not be loaded',
  );
});

it('registers remotes, forcing a re-registration when asked', () => {
  const entries = [{ name: 'billing', entry: '/remotes/billing/1.0.0/mf-manifest.json' }];
  registerRemoteEntries(entries, { force: true });
  expect(registerRemotes).toHaveBeenCalledWith(entries, { force: true });
});
