import { getRuntimeConfig, loadRuntimeConfig } from '../config/runtime-config';
import { INLINE_CONFIG_ID } from '../config/inline-config';
import { endpointUrl } from './call';

/** The page as the gateway serves it: the runtime configuration inlined, pointing at the API. */
async function arriveWithApiAt(apiBase: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = INLINE_CONFIG_ID;
  element.textContent = JSON.stringify({ app: { ...getRuntimeConfig(), apiBase } });
  document.head.append(element);
  await loadRuntimeConfig();
  element.remove();
}

describe('endpointUrl', () => {
  it('is the API base of the runtime configuration plus the endpoint’s path', async () => {
    await arriveWithApiAt('https://api.vigil.test');
    expect(endpointUrl('googleStart')).toBe('https://api.vigil.test/v1/auth/google/start');
  });

  it('fills and encodes path parameters', async () => {
    await arriveWithApiAt('https://api.vigil.test');
    expect(endpointUrl('getSite', { id: 'a b' })).toBe('https://api.vigil.test/v1/ops/site/a%20b');
  });

  it('stays on the page’s own origin when the API is served beside the app', async () => {
    await arriveWithApiAt('');
    expect(endpointUrl('googleStart')).toBe('/v1/auth/google/start');
  });
});
