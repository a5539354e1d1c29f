import type { CaseStep, UnsupportedLine } from '../ops';

/** What a Playwright test file gave: its first test's title, the steps, and the lines it skipped. */
export interface PlaywrightImport {
  title: string | null;
  steps: CaseStep[];
  unsupported: UnsupportedLine[];
}

/** Parses a Playwright test file into case steps without running it (work in progress). */
export function importPlaywright(source: string): PlaywrightImport {
  const unsupported = source
    .split(/\r?\n/)
    .map((text, index) => ({ line: index + 1, text: text.trim() }))
    .filter(({ text }) => text !== '' && !text.startsWith('//'));
  return { title: null, steps: [], unsupported };
}
