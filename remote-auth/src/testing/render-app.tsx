import { renderRemote } from '@vigil/shared/testing';
import { App } from '../app';
import { preloadScreens } from '@vigil/shared';

export { answerCalls, callsWithConfigTo as callsTo, httpError } from '@vigil/shared/testing';

/** This remote's route table at `path` under the host's providers (see remote-kit). */
export const renderApp = (path: string, options?: { advanceTimers?: (ms: number) => void }) =>
  renderRemote(<App />, path, options);

// Screens are fetched lazily; fetched once up front, every test renders its screen at once.
beforeAll(() => preloadScreens());
