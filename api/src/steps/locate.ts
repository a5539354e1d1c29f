import type { CaseLocator, CaseLocatorKind } from '@vigil/contract';
import type { Locator, Page } from 'playwright-core';

/** What a step points at: a CSS selector and/or the locator's other ways to find the element. */
export interface StepTarget {
  selector: string | null;
  locator?: CaseLocator | undefined;
}

export interface Candidate {
  kind: CaseLocatorKind;
  description: string;
  locator: Locator;
}

/** A step that failed for a reason the user can act on (shown as the step's error). */
export class StepFailure extends Error {}

type AriaRole = Parameters<Page['getByRole']>[0];

/**
 * The ways to find the target, in the order Playwright recommends: role + name, label, text,
 * test id, then the CSS selector. Exact names and texts: a fallback must not drift to a lookalike.
 */
export function candidatesOf(page: Page, target: StepTarget): Candidate[] {
  const found: Candidate[] = [];
  const { locator, selector } = target;
  if (locator?.role) {
    const role = locator.role as AriaRole;
    found.push({
      kind: 'role',
      description: `role ${locator.role}${locator.name ? ` named "${locator.name}"` : ''}`,
      locator: locator.name
        ? page.getByRole(role, { name: locator.name, exact: true })
        : page.getByRole(role),
    });
  }
  if (locator?.label)
    found.push({
      kind: 'label',
      description: `label "${locator.label}"`,
      locator: page.getByLabel(locator.label, { exact: true }),
    });
  if (locator?.text)
    found.push({
      kind: 'text',
      description: `text "${locator.text}"`,
      locator: page.getByText(locator.text, { exact: true }),
    });
  if (locator?.test_id)
    found.push({
      kind: 'test_id',
      description: `test id "${locator.test_id}"`,
      locator: page.getByTestId(locator.test_id),
    });
  if (selector)
    found.push({ kind: 'css', description: `css ${selector}`, locator: page.locator(selector) });
  return found;
}

export const describeTarget = (page: Page, target: StepTarget) =>
  candidatesOf(page, target)
    .map((candidate) => candidate.description)
    .join(', ') || 'no locator';

/** How often a missing element is looked for again while the page may still be rendering. */
const POLL_MS = 100;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Counts each candidate's matches; an invalid selector counts as no match with its reason. */
async function countAll(candidates: Candidate[]) {
  return Promise.all(
    candidates.map((candidate) =>
      candidate.locator.count().then(
        (count) => ({ candidate, count, invalid: null as string | null }),
        (error: Error) => ({ candidate, count: 0, invalid: error.message.split('\n')[0]! }),
      ),
    ),
  );
}

/**
 * countAll, given up at `deadline` (null then). A count waits for the page's own script, and on
 * a busy page or machine it can outlast the margin a step leaves between its element's wait and
 * its own time-out: the wait then ends on time with what its last answered look found, or says
 * that no look was answered, instead of the step's vaguer "timed out".
 */
async function countUntil(candidates: Candidate[], deadline: number) {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), Math.max(0, deadline - Date.now()));
  });
  try {
    return await Promise.race([countAll(candidates), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The least the first look's answer is waited for (a fresh page's first count can take a few
 * hundred ms, more on a busy machine). A step passes what it has left of its own time-out
 * instead, so a wait with little or nothing left of its time (the run nearly over, a short
 * step) still looks once, and waits for that look's answer as long as the step may.
 */
const FIRST_LOOK_MS = 1000;

/** How long a step looks for its element. */
export interface LocateWait {
  /** How long to keep looking again for an element that is not there yet. */
  waitMs: number;
  /** How long the first look's answer may be waited for (at least `waitMs` and 1 s). */
  firstLookMs?: number | undefined;
  /** Case generation: a locator matching several elements is replaced by a unique one. */
  repair?: boolean | undefined;
}

const firstLook = (candidates: Candidate[], wait: LocateWait, deadline: number) =>
  countUntil(
    candidates,
    Math.max(deadline, Date.now() + Math.max(wait.firstLookMs ?? 0, FIRST_LOOK_MS)),
  );

/**
 * No look came back in time: the page's own script kept it busy (or the machine did). Saying
 * "no element matches" here would be an alarm about an element nobody saw missing.
 */
const unanswered = (page: Page, target: StepTarget, startedAt: number) =>
  new StepFailure(
    `the page did not answer while ${describeTarget(page, target)} was looked for (${(
      (Date.now() - startedAt) /
      1000
    ).toFixed(1)} s: its scripts kept it busy)`,
  );

/** Until `deadline`: the pause between two counts, never past it. */
const pauseBefore = (deadline: number) =>
  sleep(Math.min(POLL_MS, Math.max(0, deadline - Date.now())));

/**
 * The first candidate that matches exactly one element, looked for again until `waitMs` is spent
 * (elements rendered late). A candidate matching several elements is never picked (a click on
 * the wrong one would pass or fail by chance): the next way is tried, and when none is unique the
 * step fails with "… is not unique". Nothing at all fails fast with "no element matches …".
 */
export async function locateUnique(
  page: Page,
  target: StepTarget,
  wait: LocateWait,
): Promise<Candidate> {
  const candidates = candidatesOf(page, target);
  if (candidates.length === 0) throw new StepFailure('the step names no element to act on');
  const startedAt = Date.now();
  const deadline = startedAt + wait.waitMs;
  let counted = await firstLook(candidates, wait, deadline);
  if (!counted) throw unanswered(page, target, startedAt);
  for (;;) {
    const unique = counted.find((entry) => entry.count === 1);
    if (unique) return unique.candidate;
    if (Date.now() >= deadline) {
      const several = counted.filter((entry) => entry.count > 1);
      if (several.length > 0 && wait.repair) {
        const derived = await uniqueLocatorOf(page, several[0]!.candidate.locator.first());
        if (derived) {
          target.locator = derived;
          return candidatesOf(page, { selector: null, locator: derived })[0]!;
        }
      }
      if (several.length > 0)
        throw new StepFailure(
          `not unique: ${several
            .map((entry) => `${entry.candidate.description} matches ${entry.count} elements`)
            .join('; ')}`,
        );
      const invalid = counted.find((entry) => entry.invalid);
      throw new StepFailure(
        `no element matches ${describeTarget(page, target)}${invalid ? ` (${invalid.invalid})` : ''}`,
      );
    }
    await pauseBefore(deadline);
    counted = (await countUntil(candidates, deadline)) ?? counted;
  }
}

/** Whether any candidate matches at least one element (the `exists` assertion), within the wait. */
export async function findAny(page: Page, target: StepTarget, wait: LocateWait) {
  const candidates = candidatesOf(page, target);
  if (candidates.length === 0) throw new StepFailure('the check names no element');
  const startedAt = Date.now();
  const deadline = startedAt + wait.waitMs;
  let counted = await firstLook(candidates, wait, deadline);
  if (!counted) throw unanswered(page, target, startedAt);
  for (;;) {
    const any = counted.find((entry) => entry.count > 0);
    if (any) return any.candidate;
    if (Date.now() >= deadline)
      throw new StepFailure(`no element matches ${describeTarget(page, target)}`);
    await pauseBefore(deadline);
    counted = (await countUntil(candidates, deadline)) ?? counted;
  }
}

const ROLE_LINE = /^- (\w+)(?: "((?:[^"\\]|\\.)*)")?/;

/**
 * A locator that finds `element` and nothing else, for case generation's repair of a selector
 * that matched several elements (the first match is the one the generator read first in the
 * HTML): role + name, then label, then text, then test id, each checked unique on the page.
 */
export async function uniqueLocatorOf(page: Page, element: Locator): Promise<CaseLocator | null> {
  const isUnique = (candidate: Locator) => candidate.count().then((count) => count === 1);
  const snapshot = await element.ariaSnapshot({ timeout: 2000 }).catch(() => '');
  const [, role, quotedName] = ROLE_LINE.exec(snapshot.split('\n')[0] ?? '') ?? [];
  const name = quotedName?.replace(/\\(.)/g, '$1');
  if (role && name && (await isUnique(page.getByRole(role as AriaRole, { name, exact: true }))))
    return { role, name };
  const facts = await element
    .evaluate((node) => {
      const el = node as unknown as {
        getAttribute(name: string): string | null;
        labels?: { textContent: string | null }[] | null;
        textContent: string | null;
      };
      return {
        label: el.getAttribute('aria-label') ?? el.labels?.[0]?.textContent?.trim() ?? null,
        text: (el.textContent ?? '').trim().replace(/\s+/g, ' '),
        testId: el.getAttribute('data-testid'),
      };
    })
    .catch(() => null);
  if (!facts) return null;
  if (facts.label && (await isUnique(page.getByLabel(facts.label, { exact: true }))))
    return { label: facts.label };
  if (
    facts.text &&
    facts.text.length <= 100 &&
    (await isUnique(page.getByText(facts.text, { exact: true })))
  )
    return { text: facts.text };
  if (facts.testId && (await isUnique(page.getByTestId(facts.testId))))
    return { test_id: facts.testId };
  return null;
}
