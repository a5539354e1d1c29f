import type { Fold } from './one-document';

/** Where the crawl stores what it accepts (the job's database writes; a test's arrays). */
export interface PageWrites {
  /** Stores newly accepted pages (idempotent: unique per site and URL). */
  addPages(urls: string[]): Promise<void>;
  /**
   * A stored page turned out to redirect: it becomes the page at its final URL (or goes, when
   * that page is stored already). One document is one page.
   */
  movePage?(from: string, to: string): Promise<void>;
  /**
   * Two addresses are one page (one document): `from` becomes an alias of the page at `into`,
   * the page stored at `from`, if any, becoming (or merged into) that page. Idempotent.
   */
  foldPage?(fold: Fold): Promise<void>;
  progress(percent: number): Promise<void>;
}

const WRITE_EVERY_PAGES = 50;
const WRITE_EVERY_MS = 500;

/**
 * New pages and progress go to the database every WRITE_EVERY_PAGES pages or WRITE_EVERY_MS,
 * whichever comes first, and progress only when its whole percent has risen: a 1,000-page crawl
 * then makes tens of writes instead of a thousand, while the onboarding screen still sees pages
 * and progress arrive every half second. Writes run one after the other, in order, while the
 * crawl goes on fetching; a failed write fails the crawl at its next flush (or at the end).
 */
export function createWriteBuffer(hooks: PageWrites, percent: () => number) {
  let pages: string[] = [];
  let moves: [string, string][] = [];
  let folds: Fold[] = [];
  let lastFlush = Date.now();
  let lastPercent = 0;
  let written: Promise<void> = Promise.resolve();
  let failure: unknown = null;
  const flush = () => {
    lastFlush = Date.now();
    const [batch, moved, folded] = [pages, moves, folds];
    [pages, moves, folds] = [[], [], []];
    const now = percent();
    const progressed = now > lastPercent;
    if (progressed) lastPercent = now;
    written = written.then(async () => {
      if (batch.length > 0) await hooks.addPages(batch);
      for (const [from, to] of moved) await hooks.movePage?.(from, to);
      for (const fold of folded) await hooks.foldPage?.(fold);
      if (progressed) await hooks.progress(now);
    });
    written.catch((error: unknown) => {
      failure ??= error;
    });
  };
  return {
    add: (page: string) => void pages.push(page),
    move: (from: string, to: string) => void moves.push([from, to]),
    fold: (fold: Fold) => void folds.push(fold),
    /** Starts a write when one is due; throws the error of an earlier write that failed. */
    maybeFlush() {
      if (failure) throw failure;
      const due = pages.length + moves.length >= WRITE_EVERY_PAGES;
      if (due || Date.now() - lastFlush >= WRITE_EVERY_MS) flush();
    },
    /** Resolves once no write is running, failed or not. */
    idle: () =>
      written.then(
        () => undefined,
        () => undefined,
      ),
    /** Writes what is left and waits for every write. */
    async settle() {
      flush();
      await written;
    },
  };
}
