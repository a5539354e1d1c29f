import { renderScreen, type Prerender } from '@vigil/shared/prerender';
import { App } from './app';

/**
 * Read by the build (tooling/webpack/prerender.ts): /login, where every signed-out visit starts,
 * is rendered ahead, and the gateway puts it in the page, so the form shows before any script
 * has run (issue 18). It holds no data and no one's session: the same for every visitor.
 */
export const prerender: Prerender = {
  paths: ['/login'],
  render: (path) => renderScreen(<App />, path),
};
