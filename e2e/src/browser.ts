import { chromium, type Browser, type Page } from 'playwright-core';

/**
 * How long a journey's waits (a click's target, a navigation, a text) may take: a bound, not a
 * timing. Playwright's 30 s passed on a sign-in's navigation when the machine ran at load 20
 * (CI beside other work); nothing waits longer when the page is quick.
 */
export const JOURNEY_WAIT_MS = 90_000;

export async function launchChromium(): Promise<Browser> {
  const browser = await launchBare();
  // Every context (and `browser.newPage()`, which makes one) gets the journeys' bound.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.setDefaultTimeout(JOURNEY_WAIT_MS);
    return context;
  };
  return browser;
}

/** Debian's Chromium, headless, with nothing reaching out to the network on its own. */
function launchBare(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * A page whose requested URLs are recorded, for assertions on what the browser fetched, and
 * whose Content-Security-Policy refusals are too (Chromium reports each on the console): the
 * gateway's CSP must let every screen load whole.
 */
export async function recordingPage(
  browser: Browser,
): Promise<{ page: Page; requests: string[]; cspViolations: string[] }> {
  const page = await browser.newPage();
  const requests: string[] = [];
  const cspViolations: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });
  return { page, requests, cspViolations };
}

/** A user with a team, made through the real API (the journeys start signed out). */
export async function createUser(apiUrl: string) {
  const health = await fetch(`${apiUrl}/healthz`);
  const csrf = /csrftoken=([^;]+)/.exec(health.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const headers = {
    'content-type': 'application/json',
    cookie: `csrftoken=${csrf}`,
    'x-csrftoken': csrf,
  };
  const email = `e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'journey password';
  const registered = await fetch(`${apiUrl}/v1/auth/register/`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      username: email,
      email,
      password,
      first_name: 'Eve',
      last_name: 'Tester',
    }),
  });
  const session = (await registered.json()) as { token: string };
  await fetch(`${apiUrl}/v1/auth/account`, {
    method: 'POST',
    headers: { ...headers, authorization: `Bearer ${session.token}` },
    body: JSON.stringify({ name: 'Journey Team', type: 'new' }),
  });
  return { email, password };
}

/** Signs in through remote-auth's /login form, as a person would. */
export async function signInThroughForm(
  page: Page,
  baseUrl: string,
  user: { email: string; password: string },
) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}
