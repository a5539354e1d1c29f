import type * as SharedModule from '@vigil/shared';
import { call, getRuntimeConfig, loadRemoteModule } from '@vigil/shared';
import { resetApp } from '@vigil/shared/src/testing/reset-app';

type Shared = typeof SharedModule;

/** A signed-out app with empty storage, the default runtime config and fresh mocks. */
export function resetBetweenTests() {
  beforeEach(() => {
    const actual = jest.requireActual<Shared>('@vigil/shared');
    resetApp();
    sessionStorage.clear();
    jest.mocked(call).mockReset();
    jest.mocked(getRuntimeConfig).mockReset().mockImplementation(actual.getRuntimeConfig);
    jest
      .mocked(loadRemoteModule)
      .mockReset()
      .mockRejectedValue(new Error('no remote in this test'));
  });
}
