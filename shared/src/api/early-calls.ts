import { CONTRACT_VERSION_HEADER, type EndpointName, endpointPaths } from '@vigil/contract';
import { appStore } from '../store/app-store';
import { authAtom } from '../store/slices';
import { configuredApiBase } from './api-access';
import { expiresSoon } from './token-expiry';

/**
 * An answer fetched at start-up is handed to the call that asks for it within this long; after
 * that it is dropped and the call asks the API itself (an answer is never served stale).
 */
export const EARLY_ANSWER_LIFETIME_MS = 10_000;

/** The query string of an early GET, as `call()` would send it (`{ query }` of its input). */
export type EarlyQuery = Record<string, string | number>;

/** A 2xx answer's JSON body and the contract the API checked it with (checked-answer.ts). */
export interface EarlyBody {
  data: unknown;
  contractVersion: string | null;
}

interface EarlyAnswer {
  /** The session token it was asked with: another session's call must not receive it. */
  token: string;
  sentAt: number;
  /** A 2xx answer; undefined for anything else (the call then asks itself). */
  body: Promise<EarlyBody | undefined>;
}

const answers = new Map<string, EarlyAnswer>();

/**
 * Every early answer sent, arrived or not. A call's answer is handed over once all of them are in
 * (at most TOGETHER_WAIT_MS after its own): the first screen then draws them in one frame. Drawn
 * piecemeal, a part that came first (the site list) asked for its own data (a site's trend, and
 * with it the HTTP client) before the screen's largest content (the usage figures, a frame or two
 * later) was shown, and Lighthouse counted that in Home's LCP (issue 18).
 */
let sentTogether: Promise<unknown>[] = [];

/** How long an early answer waits at most for the others sent with it. */
export const TOGETHER_WAIT_MS = 250;

function handedOverTogether(body: Promise<EarlyBody | undefined>) {
  return new Promise<EarlyBody | undefined>((resolve) => {
    let enough: ReturnType<typeof setTimeout> | undefined;
    void body.then(() => (enough = setTimeout(() => resolve(body), TOGETHER_WAIT_MS)));
    void Promise.all(sentTogether).then(() => (clearTimeout(enough), resolve(body)));
  });
}

const keyOf = (name: EndpointName, query: EarlyQuery | undefined) =>
  JSON.stringify([name, query ?? null]);

/**
 * Sends a GET of the contract now, with the stored session, before the HTTP client and the
 * contract have loaded (issue 18: on the first load after sign-in, the shell's calls went out only
 * once the current screen had drawn, its HTTP client had loaded and the screen's own files had
 * arrived; Home then waited for their answers). Plain `fetch`, a few hundred bytes, so that the
 * host's start-up can afford it. The answer waits for `call()` (takeEarlyAnswer). Nothing is sent
 * without a session token that is good for a while yet: a refresh is the HTTP client's work.
 */
export function sendEarly(name: EndpointName, query?: EarlyQuery): void {
  const { token } = appStore.get(authAtom);
  const base = configuredApiBase();
  if (!token || expiresSoon(token) || base === undefined || typeof fetch !== 'function') return;
  const search = query
    ? `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()}`
    : '';
  const body = fetch(`${base}${endpointPaths[name]}${search}`, {
    credentials: 'include',
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
  })
    .then(async (response): Promise<EarlyBody | undefined> => {
      if (!response.ok) return undefined;
      const contractVersion = response.headers.get(CONTRACT_VERSION_HEADER);
      return { data: (await response.json()) as unknown, contractVersion };
    })
    .catch(() => undefined);
  answers.set(keyOf(name, query), { token, sentAt: Date.now(), body });
  sentTogether.push(body);
}

/**
 * The early answer to this call, once (a second call asks the API), or undefined when there is
 * none for it: none was sent, it was sent with another session, it is older than
 * EARLY_ANSWER_LIFETIME_MS, or the call carries path parameters or a body (early GETs have none).
 * The promise resolves with the others sent at start-up (sentTogether), undefined when the API did
 * not answer 2xx.
 */
export function takeEarlyAnswer(
  name: EndpointName,
  input: { params?: unknown; query?: unknown; body?: unknown },
): Promise<EarlyBody | undefined> | undefined {
  if (answers.size === 0 || input.params !== undefined || input.body !== undefined) return;
  const key = keyOf(name, input.query as EarlyQuery | undefined);
  const answer = answers.get(key);
  if (!answer) return;
  answers.delete(key);
  const fresh = Date.now() - answer.sentAt <= EARLY_ANSWER_LIFETIME_MS;
  if (!fresh || answer.token !== appStore.get(authAtom).token) return undefined;
  return handedOverTogether(answer.body);
}

/** Forgets every early answer (tests that stand for a fresh page load). */
export function forgetEarlyAnswers(): void {
  answers.clear();
  sentTogether = [];
}
