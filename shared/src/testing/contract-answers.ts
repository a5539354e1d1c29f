import { type EndpointName, endpoints } from '@vigil/contract';
import { z } from 'zod';

/*
 * Only '@vigil/contract' and zod are imported here: shared-mock loads this file from inside the
 * jest.mock factory of '@vigil/shared', before that package exists.
 */

/** Drifted answers seen since the last check, one message each. */
const drift: string[] = [];

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | null)?.then === 'function';
}

/**
 * `answer` parsed with the response schema of endpoint `name`, as the real `call` does. An answer
 * the contract refuses throws (and is remembered for `failOnContractDrift`) with the endpoint and
 * zod's account of what is wrong, so a fixture cannot drift from the contract unnoticed.
 */
export function checkAnswer(name: unknown, answer: unknown): unknown {
  const endpoint = endpoints[name as EndpointName];
  if (!endpoint) throw new Error(`call(${String(name)}): no such endpoint in @vigil/contract`);
  const parsed = endpoint.response.safeParse(answer);
  if (parsed.success) return parsed.data;
  const message =
    `The mocked answer to ${String(name)} (${endpoint.method} ${endpoint.path}) does not match ` +
    `its response schema in @vigil/contract; fix the fixture:\n${z.prettifyError(parsed.error)}`;
  drift.push(message);
  throw new Error(message);
}

/** Answers already checked (by `checkedAnswer`), which the Proxy hands on as they are. */
const checked = new WeakSet<PromiseLike<unknown>>();

/**
 * The promise `call` answers with for `answer` (a value or a promise), checked by `checkAnswer`.
 * A plain value is checked at once, so the app sees it in as few ticks as an `async` mock's.
 */
export function checkedAnswer(name: unknown, answer: unknown): Promise<unknown> {
  let promise: Promise<unknown>;
  try {
    promise = isThenable(answer)
      ? Promise.resolve(answer).then((value) => checkAnswer(name, value))
      : Promise.resolve(checkAnswer(name, answer));
  } catch (error) {
    promise = Promise.reject(error);
  }
  checked.add(promise);
  return promise;
}

/**
 * The mocked `call` as the app sees it: whatever a test programs on `mock` (mockResolvedValue,
 * mockImplementation, …) answers, then goes through `checkAnswer`. A Proxy keeps `mock` itself
 * what `jest.mocked(call)` programs and inspects. Rejections and an unprogrammed mock's
 * `undefined` pass through untouched.
 */
export function answersCheckedByContract<T extends jest.Mock>(mock: T): T {
  return new Proxy(mock, {
    apply(target, thisArg, args: unknown[]) {
      const answer: unknown = Reflect.apply(target, thisArg, args);
      if (answer === undefined || (isThenable(answer) && checked.has(answer))) return answer;
      return checkedAnswer(args[0], answer);
    },
  });
}

/** Forgets drift seen so far (before each test). */
export function forgetContractDrift(): void {
  drift.splice(0);
}

/**
 * Throws every drift message seen since the last check (after each test): the app may have
 * swallowed the failed call, the test must not.
 */
export function failOnContractDrift(): void {
  const seen = drift.splice(0);
  if (seen.length > 0) throw new Error(seen.join('\n\n'));
}
