import { existsSync } from 'node:fs';

/**
 * Chromium is not where the API was told to find it: every scan, crawl render and case run
 * would fail the same way, so the work ends at once with the fix in its message instead of
 * retrying (npm start and npm test install Debian's chromium; an operator may set CHROMIUM_PATH).
 */
export class BrowserMissingError extends Error {
  constructor(executablePath: string) {
    super(
      `Chromium is not installed at ${executablePath}: run "sudo apt-get install -y chromium" ` +
        'or set CHROMIUM_PATH, then scan again',
    );
  }
}

export function assertBrowserInstalled(executablePath: string) {
  if (!existsSync(executablePath)) throw new BrowserMissingError(executablePath);
}
