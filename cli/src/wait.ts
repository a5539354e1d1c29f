import type { Context } from './command';
import { serverError } from './io';

/** How long `--wait` waits by default: a site's scans on a busy worker take minutes. */
export const DEFAULT_TIMEOUT_S = 1800;
export const TIMEOUT_OPTION = { timeout: { type: 'string' } } as const;

export function timeoutOf(values: Record<string, unknown>): number {
  const seconds = typeof values.timeout === 'string' ? Number(values.timeout) : DEFAULT_TIMEOUT_S;
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : DEFAULT_TIMEOUT_S * 1000;
}

/**
 * Looks at `read()` every `pollMs` until `done`, saying how far it got on a terminal. The work
 * runs on Vigil's workers: asking is the only way to know, hence a poll and not an event.
 */
export async function pollUntil<T>(
  context: Context,
  read: () => Promise<T>,
  done: (value: T) => boolean,
  describe: (value: T) => string,
  timeoutMs: number,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let said = '';
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    const line = describe(value);
    if (line !== said) context.progress(line);
    said = line;
    if (Date.now() > deadline)
      throw serverError(`still working after ${Math.round(timeoutMs / 1000)} s: ${line}`);
    await new Promise((resolve) => setTimeout(resolve, context.io.pollMs));
  }
}

/** `map` over `items`, at most `limit` at a time: a large site's scans are not 500 requests at once. */
export async function mapLimited<T, R>(items: T[], limit: number, map: (item: T) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < items.length; index = next++)
      results[index] = await map(items[index]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
