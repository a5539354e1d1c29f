/**
 * Written beside a remote's mf-manifest.json: for each route whose screen the remote fetches
 * lazily, the script files of that screen, e.g. `{"home": ["screen-home.3f9a.js"]}`. The gateway
 * names them in the page of that route, so the browser fetches the first screen's own code with
 * the remote's entry instead of after the remote's App has run (issue 18). The manifest cannot
 * say it: it lists every chunk of the App, not which one a route needs.
 */
export const SCREEN_CHUNKS_FILE = 'screen-chunks.json';
