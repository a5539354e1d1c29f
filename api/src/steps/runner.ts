import type { CaseRunStep, CaseStep } from '@vigil/contract';
import type { Locator, Page } from 'playwright-core';
import type { ReusableBrowser } from '../browser/reusable-browser';
import type { SsrfGuard } from '../net/guard';
import { StepFailure, type Candidate } from './locate';
import { secretMasker } from './secret-masker';
import { withSecrets, type SecretValues } from './secrets';
import { runAction, runAssertion, type StepContext } from './step-actions';

/** What one run of a case's steps needs; the job and case generation each fill it in. */
export interface RunOptions {
  browser: Pick<ReusableBrowser, 'withPage'>;
  guard: SsrfGuard;
  siteUrl: string;
  /** Each step's time-out, and the whole run's (the steps after it fail with "timed out"). */
  stepTimeoutMs?: number;
  runTimeoutMs?: number;
  /** Run every step even after one failed (else the rest are skipped). */
  continueOnFailure?: boolean;
  /** Stores a step's screenshot and answers its reference (none when not given). */
  screenshot?(index: number, png: Buffer): Promise<CaseRunStep['screenshot']>;
  /** Replace a locator that matches several elements by a unique one, in `steps` (generation). */
  repair?: boolean;
  /**
   * The team's secrets the steps name as `{{NAME}}`: typed at run time, and masked back to
   * `{{NAME}}` in every error, console line and URL the results keep (a field a secret was typed
   * into is blacked out in later screenshots). A name missing here fails its step.
   */
  secrets?: SecretValues;
  /** Called with every step's result whenever one changes (live progress). */
  onProgress?(steps: CaseRunStep[]): Promise<void>;
}

export const STEP_TIMEOUT_MS = 15_000;
export const RUN_TIMEOUT_MS = 5 * 60_000;
const MAX_CONSOLE_ERRORS = 20;
const MAX_ERROR = 1000;
/** Longer than any server or CDN takes: a page's own multi-megabyte `#…` is not kept whole. */
const MAX_URL = 8192;
const CONTEXT = { viewport: { width: 1280, height: 800 } };

export const pendingSteps = (count: number): CaseRunStep[] =>
  Array.from({ length: count }, (_, index) => ({
    index,
    status: 'pending',
    duration_ms: null,
    error: null,
    locator: null,
    screenshot: null,
    console_errors: [],
    url: null,
  }));

type Mask = ReturnType<typeof secretMasker>;

/**
 * A message for the step's error: ours as is, Playwright's first line (its call log is noise).
 * Masked before it is cut (the masker's limit), so a cut never leaves part of a secret.
 */
function messageOf(error: unknown, mask: Mask): string {
  if (error instanceof StepFailure) return mask(error.message);
  const text = mask(error instanceof Error ? error.message : String(error), MAX_ERROR + 100);
  return (text.split('\n')[0] ?? text).replace(/^\w+\.\w+: /, '').slice(0, MAX_ERROR);
}

/**
 * An error the run throws (the browser died, a screenshot could not be stored) is kept by the
 * queue and becomes the run's error: masked in place, so callers keep the error they catch.
 */
function masked(error: unknown, mask: Mask): unknown {
  if (!(error instanceof Error)) return new Error(mask(String(error)));
  error.message = mask(error.message);
  if (error.stack) error.stack = mask(error.stack);
  return error;
}

/** Rejects after `ms` with "timed out", so no step outlives its time-out. */
function within<T>(ms: number, work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new StepFailure(`${what} timed out after ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Runs the step; `typedSecret` is told the field a secret was typed into, to mask it. */
async function runStep(
  ctx: StepContext,
  step: CaseStep,
  secrets: SecretValues,
  typedSecret: (field: Locator) => void,
) {
  const resolved = withSecrets(step, secrets);
  const found: Candidate | null = await runAction(ctx, resolved.step.action);
  if (found && resolved.typed) typedSecret(found.locator);
  const checked = resolved.step.assertion ? await runAssertion(ctx, resolved.step.assertion) : null;
  const used = found ?? checked;
  return used ? { kind: used.kind, description: used.description } : null;
}

/** The page as the step left it, typed secrets blacked out; null when it cannot be taken. */
const maskedScreenshot = (page: Page, secretFields: Locator[]) =>
  page.screenshot({ timeout: 5000, mask: secretFields, maskColor: '#000' }).catch(() => null);

/** The page's console and uncaught errors, masked, at most MAX_CONSOLE_ERRORS per `take()`. */
function consoleErrorsOf(page: Page, mask: ReturnType<typeof secretMasker>) {
  let errors: string[] = [];
  const note = (message: string) => {
    if (errors.length < MAX_CONSOLE_ERRORS) errors.push(mask(message, 500));
  };
  page.on('console', (message) => {
    if (message.type() === 'error') note(message.text());
  });
  page.on('pageerror', (error) => note(error.message));
  return {
    /** The errors since the last call. */
    take() {
      const taken = errors;
      errors = [];
      return taken;
    },
  };
}

/**
 * Runs the steps in order in a fresh browser context (no cookie of another run), every request
 * through the SSRF guard. Each step gets its status, duration, error, the locator that matched,
 * a screenshot and the console errors it caused; the run stops at the first failure unless
 * `continueOnFailure`. Never throws for a failing step: the results say what happened.
 */
export async function runSteps(steps: CaseStep[], options: RunOptions): Promise<CaseRunStep[]> {
  const results = pendingSteps(steps.length);
  const stepTimeout = options.stepTimeoutMs ?? STEP_TIMEOUT_MS;
  const deadline = Date.now() + (options.runTimeoutMs ?? RUN_TIMEOUT_MS);
  const progress = () => options.onProgress?.(results.map((result) => ({ ...result })));
  const secrets = options.secrets ?? new Map<string, string>();
  const mask = secretMasker(secrets);
  const secretFields: Locator[] = [];
  const ran = options.browser.withPage(CONTEXT, async (page: Page) => {
    const consoleErrors = consoleErrorsOf(page, mask);
    let failed = false;
    for (const [index, step] of steps.entries()) {
      const result = results[index]!;
      if (failed && !options.continueOnFailure) {
        result.status = 'skipped';
        continue;
      }
      const left = deadline - Date.now();
      consoleErrors.take(); // another step's (or between steps): not this one's
      result.status = 'running';
      await progress();
      const started = Date.now();
      try {
        if (left <= 0) throw new StepFailure('the run timed out before this step');
        const timeoutMs = Math.min(stepTimeout, left);
        const ctx = {
          page,
          guard: options.guard,
          siteUrl: options.siteUrl,
          timeoutMs,
          repair: options.repair,
        };
        const found = await within(
          timeoutMs,
          runStep(ctx, step, secrets, (field) => secretFields.push(field)),
          `step ${index + 1}`,
        );
        // A description quotes the locator, and a repaired one is read from the page (which
        // may show what was typed).
        result.locator = found && { ...found, description: mask(found.description) };
        result.status = 'passed';
      } catch (error) {
        result.status = 'failed';
        result.error = messageOf(error, mask);
        failed = true;
      }
      result.duration_ms = Date.now() - started;
      result.url = mask(page.url(), MAX_URL);
      result.console_errors = consoleErrors.take();
      const png = options.screenshot ? await maskedScreenshot(page, secretFields) : null;
      if (png) result.screenshot = await options.screenshot!(index, png);
    }
    await progress();
  });
  await ran.catch((error: unknown) => {
    throw masked(error, mask);
  });
  return results;
}

/**
 * Runs a copy of the steps with repairs on (case generation) and answers the results with the
 * steps as repaired: locators that matched several elements replaced by unique ones.
 */
export async function runAndRepair(steps: CaseStep[], options: RunOptions) {
  const repaired = structuredClone(steps);
  const results = await runSteps(repaired, { ...options, repair: true });
  return { results, steps: repaired };
}

export const allPassed = (results: CaseRunStep[]) =>
  results.every((result) => result.status === 'passed');
