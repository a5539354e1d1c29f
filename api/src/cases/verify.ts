import type { CaseRunStep, CaseStep } from '@vigil/contract';
import { allPassed } from '../steps/runner';
import { ctaCase } from './cta-case';
import { formCase } from './form-case';
import type { GeneratedCase, PageSource } from './generated-case';
import { navigationCase } from './navigation-case';

/** Runs steps once on the site, repairing ambiguous locators (steps/runner.ts runAndRepair). */
export type TryCase = (steps: CaseStep[]) => Promise<{ results: CaseRunStep[]; steps: CaseStep[] }>;

type Build = (page: PageSource) => GeneratedCase | null;

/** The kinds of generated case, each built from the first page that offers it. */
const BUILDERS: Build[] = [formCase, navigationCase, ctaCase];
/** Pages tried per kind: a case failing on three pages says the site needs a recorded one. */
const PAGES_TRIED = 3;

/** The URL as a browser writes it (`http://a` is `http://a/`; `/docs` and `/docs/` differ). */
const normal = (url: string) => new URL(url).href;

type Attempt = Awaited<ReturnType<TryCase>>;

/**
 * The case as it passes on the site, or null. Run once; a failure after the page landed on
 * another URL (a redirect, a JavaScript redirect) is rebuilt from that final URL, so links are
 * resolved as the browser resolves them, and run again. Locators matching several elements are
 * replaced by unique ones while running (`tryCase`); failing links are left out (below).
 */
async function passing(built: GeneratedCase, page: PageSource, build: Build, tryCase: TryCase) {
  const first = await tryCase(built.steps);
  if (allPassed(first.results)) return { ...built, steps: first.steps };
  const landed = first.results[0]?.url;
  if (landed && normal(landed) !== normal(page.url)) {
    const rebuilt = build({ url: landed, html: page.html });
    return rebuilt ? withoutFailingLinks(rebuilt, tryCase, await tryCase(rebuilt.steps)) : null;
  }
  return withoutFailingLinks(built, tryCase, first);
}

/**
 * A navigation case whose link fails (no unique element, or it leads elsewhere, such as a new
 * tab) loses that link's two steps and runs again, while another link remains. Null when the
 * case cannot pass.
 */
async function withoutFailingLinks(built: GeneratedCase, tryCase: TryCase, attempt: Attempt) {
  for (;;) {
    if (allPassed(attempt.results)) return { ...built, steps: attempt.steps };
    const failed = attempt.results.find((result) => result.status === 'failed')?.index ?? 0;
    // Navigation steps come in pairs (go to the page, click a link).
    if (built.key !== 'navigation' || failed < 1 || attempt.steps.length <= 2) return null;
    const pair = failed - (failed % 2);
    attempt = await tryCase([...attempt.steps.slice(0, pair), ...attempt.steps.slice(pair + 2)]);
  }
}

/**
 * Issue 11 defect 2: every generated case is run on the site it came from before it is kept; a
 * case that cannot pass (after repairs) is dropped and the kind is tried on the next page.
 * `progress(done, total)` after each kind.
 */
export async function generatePassingCases(
  pages: PageSource[],
  tryCase: TryCase,
  progress: (done: number, total: number) => Promise<void>,
): Promise<GeneratedCase[]> {
  const kept: GeneratedCase[] = [];
  for (const [done, build] of BUILDERS.entries()) {
    let tried = 0;
    for (const page of pages) {
      const built = build(page);
      if (!built) continue;
      const verified = await passing(built, page, build, tryCase);
      if (verified) {
        kept.push(verified);
        break;
      }
      tried += 1;
      if (tried >= PAGES_TRIED) break;
    }
    await progress(done + 1, BUILDERS.length);
  }
  return kept;
}
