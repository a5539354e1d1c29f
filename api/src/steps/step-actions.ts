import type { CaseStep } from '@vigil/contract';
import type { Page } from 'playwright-core';
import type { SsrfGuard } from '../net/guard';
import { findAny, locateUnique, StepFailure, type Candidate, type LocateWait } from './locate';

type Action = CaseStep['action'];
type Assertion = NonNullable<CaseStep['assertion']>;

export interface StepContext {
  page: Page;
  guard: SsrfGuard;
  /** The site the case runs on: navigations and URL checks are taken onto it. */
  siteUrl: string;
  /** What this step may still spend (the step's time-out, or what is left of the run's). */
  timeoutMs: number;
  /** Case generation: a locator matching several elements is replaced by a unique one. */
  repair?: boolean | undefined;
}

/** How long a step waits for its element to appear before "no element matches …". */
export const LOCATE_WAIT_MS = 3000;
/** A scroll step with no element and no distance scrolls about one screen. */
const DEFAULT_SCROLL_PX = 800;

/**
 * A case's address on the run's site: a path is resolved against the site URL, and an absolute
 * URL keeps its path on the site's origin (a case generated on production runs on staging).
 */
export function onSite(value: string, siteUrl: string): string {
  const site = new URL(siteUrl);
  let url: URL;
  try {
    url = new URL(value, site);
  } catch {
    throw new StepFailure(`"${value}" is not an address`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new StepFailure(`"${value}" is not a web address`);
  return new URL(`${url.pathname}${url.search}${url.hash}`, site.origin).href;
}

/** What a step leaves itself after its element's wait, to say what it did not find. */
const REPORT_MARGIN_MS = 500;

/**
 * A step's wait for its element: up to `waitMs` looking again, and the first look's answer
 * waited for as long as the step may still take, so a busy page is never "no element matches".
 */
const waitFor = (
  ctx: StepContext,
  waitMs = Math.min(LOCATE_WAIT_MS, ctx.timeoutMs),
): LocateWait => {
  const stepMs = Math.max(0, ctx.timeoutMs - REPORT_MARGIN_MS);
  return { waitMs: Math.min(waitMs, stepMs), firstLookMs: stepMs, repair: ctx.repair };
};

async function navigate(ctx: StepContext, value: string | null) {
  const url = onSite(value ?? '/', ctx.siteUrl);
  await ctx.guard.checkHost(new URL(url).hostname).catch((error: Error) => {
    throw new StepFailure(error.message);
  });
  const response = await ctx.page.goto(url, { waitUntil: 'load', timeout: ctx.timeoutMs });
  // Routes see only the first URL of a redirect chain: every hop is checked here.
  for (let hop = response?.request() ?? null; hop; hop = hop.redirectedFrom())
    await ctx.guard.checkHost(new URL(hop.url()).hostname).catch((error: Error) => {
      throw new StepFailure(error.message);
    });
  if (response && response.status() >= 400)
    throw new StepFailure(`${url} answered ${response.status()}`);
}

type ElementAction = Exclude<Action['type'], 'navigate' | 'wait'>;

/** What each step does to the one element it names, within `timeout` ms. */
const ON_ELEMENT: Record<
  ElementAction,
  (found: Candidate, value: string, timeout: number) => Promise<unknown>
> = {
  click: (found, _value, timeout) => found.locator.click({ timeout }),
  hover: (found, _value, timeout) => found.locator.hover({ timeout }),
  async change(found, value, timeout) {
    const isSelect = await found.locator.evaluate((element) => element.tagName === 'SELECT');
    if (isSelect) return found.locator.selectOption(value, { timeout });
    return found.locator.fill(value, { timeout });
  },
  select: (found, value, timeout) => found.locator.selectOption(value, { timeout }),
  key: (found, value, timeout) => found.locator.press(value, { timeout }),
  scroll: (found, _value, timeout) => found.locator.scrollIntoViewIfNeeded({ timeout }),
};

/**
 * A key, scroll or wait step that names no element acts on the whole page: answers whether it
 * did (any other step needs its element).
 */
async function actedOnPage({ page, timeoutMs }: StepContext, action: Action): Promise<boolean> {
  if (action.type === 'key') await page.keyboard.press(action.value!);
  else if (action.type === 'scroll') {
    const distance = Number(action.value);
    await page.mouse.wheel(0, Number.isFinite(distance) && distance ? distance : DEFAULT_SCROLL_PX);
  } else if (action.type === 'wait')
    await page.waitForTimeout(Math.max(0, Math.min(Number(action.value) || 0, timeoutMs)));
  else return false;
  return true;
}

/** Runs the action; answers the way the element was found (null when it names none). */
export async function runAction(ctx: StepContext, action: Action): Promise<Candidate | null> {
  const { page, timeoutMs } = ctx;
  if (action.type === 'navigate') {
    await navigate(ctx, action.value);
    return null;
  }
  if (action.type === 'key' && !action.value)
    throw new StepFailure('the key step names no key to press');
  const hasTarget = action.selector !== null || action.locator !== undefined;
  if (!hasTarget && (await actedOnPage(ctx, action))) return null;
  if (action.type === 'wait') {
    // Waiting is the point of this step: it may spend nearly its whole time-out (the rest is
    // left to say which element never came, rather than just "timed out").
    const found = await locateUnique(page, action, waitFor(ctx, timeoutMs));
    await found.locator.waitFor({ state: 'visible', timeout: timeoutMs });
    return found;
  }
  const found = await locateUnique(page, action, waitFor(ctx));
  await ON_ELEMENT[action.type](found, action.value ?? '', timeoutMs);
  return found;
}

/** Retries `check` until it passes or `ms` is spent (pages change after a click). */
async function eventually(ms: number, check: () => Promise<string | null>) {
  const deadline = Date.now() + ms;
  for (;;) {
    const problem = await check();
    if (problem === null) return;
    if (Date.now() >= deadline) throw new StepFailure(problem);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Tests a text against the assertion, the regex run in the page (a slow one cannot block us). */
async function textMatches(page: Page, type: Assertion['type'], text: string, value: string) {
  if (type === 'text') return text.trim() === value.trim();
  if (type === 'regex') {
    try {
      new RegExp(value);
    } catch {
      throw new StepFailure(`/${value}/ is not a valid regular expression`);
    }
    return page.evaluate(([source, input]) => new RegExp(source!).test(input!), [value, text]);
  }
  return text.includes(value);
}

const normalUrl = (url: string) => url.replace(/\/(?=$|[?#])/, '');

/** Checks the assertion, retried until the step's time is spent; throws StepFailure if not met. */
export async function runAssertion(ctx: StepContext, assertion: Assertion) {
  const { page } = ctx;
  const hasTarget = assertion.selector !== null || assertion.locator !== undefined;
  const value = assertion.value ?? '';
  const wait = Math.min(ctx.timeoutMs, 5000);
  if (assertion.type === 'exists') return findAny(page, assertion, waitFor(ctx));
  if (assertion.type === 'visible') {
    const found = await locateUnique(page, assertion, waitFor(ctx));
    await eventually(wait, async () =>
      (await found.locator.isVisible()) ? null : `${found.description} is not visible`,
    );
    return found;
  }
  const isUrl = !hasTarget || assertion.type === 'url';
  if (isUrl) {
    const exact = assertion.type === 'url' || assertion.type === 'match';
    const expected = exact ? onSite(value, ctx.siteUrl) : value;
    await eventually(wait, async () => {
      const current = page.url();
      const ok = exact
        ? normalUrl(current) === normalUrl(expected)
        : await textMatches(page, assertion.type, current, value);
      return ok
        ? null
        : `the page is at ${current}, expected ${exact ? expected : `${assertion.type} ${value}`}`;
    });
    return null;
  }
  const found = await locateUnique(page, assertion, waitFor(ctx));
  const type = assertion.type === 'match' ? 'contains' : assertion.type;
  await eventually(wait, async () => {
    const text = await found.locator.innerText({ timeout: 1000 }).catch(() => '');
    return (await textMatches(page, type, text, value))
      ? null
      : `${found.description} reads "${text.slice(0, 200)}", expected ${type} "${value}"`;
  });
  return found;
}
