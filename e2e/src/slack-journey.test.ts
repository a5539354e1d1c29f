import { createUser, signInThroughForm } from './browser';
import { useStack } from './use-stack';

/**
 * Slack on /slack, end to end, nothing faked but Slack itself (a Slack-shaped server on loopback,
 * the only origin the shared stack's SLACK_WEBHOOK_ORIGINS allows, see global-setup.ts): the admin
 * connects an incoming-webhook URL, sees it connected with the URL masked, sends a test message
 * that the receiver gets, disconnects and is offered Connect again; the screen fits a phone in
 * the dark theme.
 */
jest.setTimeout(3 * 60_000);

const HOOK_SECRET = 'e2eSecretPartOfTheHook';

const product = useStack();

/** What the Slack-shaped server received on this journey's hook. */
async function postsToOurHook() {
  const response = await fetch(`${product.stack.slackBase}/posts`);
  const posts = (await response.json()) as { path: string; text: string }[];
  return posts.filter((post) => post.path.endsWith(HOOK_SECRET));
}

it('connects a webhook URL, shows it masked, sends a test message and disconnects', async () => {
  const { stack, browser } = product;
  const slack = { base: stack.slackBase };
  const user = await createUser(stack.apiUrl);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  // A team without a phone number lands in the setup wizard first; /slack opens all the same.
  await signInThroughForm(page, stack.baseUrl, user);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.goto(`${stack.baseUrl}/slack`);
  await page.getByRole('heading', { name: 'Slack', level: 1 }).waitFor();
  await page.getByText('Not connected').waitFor();

  const hook = `${slack.base}/services/T1/B1/${HOOK_SECRET}`;
  const form = page.getByRole('form', { name: 'Connect with a webhook URL' });
  await form.getByLabel(/Webhook URL/).fill(hook);
  await form.getByLabel(/Channel/).fill('#ops');
  await form.getByRole('button', { name: 'Connect', exact: true }).click();

  // Connected, the URL masked: its secret part is nowhere on the screen.
  await page.getByText('Connected', { exact: true }).waitFor();
  const masked = page.getByLabel('Webhook URL (masked)');
  expect((await masked.textContent())?.trim()).toBe(
    `${slack.base}/services/…${HOOK_SECRET.slice(-4)}`,
  );
  expect(await page.locator('body').innerText()).not.toContain(HOOK_SECRET);
  expect(await form.getByLabel(/Webhook URL/).inputValue()).toBe('');

  await page.getByRole('button', { name: 'Send test message' }).click();
  await page.getByText('Test message sent to #ops.').waitFor();
  expect(await postsToOurHook()).toEqual([
    { path: `/services/T1/B1/${HOOK_SECRET}`, text: expect.stringContaining('Vigil is connected') },
  ]);

  // A phone in the dark theme: the connected screen fits without sideways scrolling.
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await page.getByRole('button', { name: 'Send test message' }).waitFor();
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );

  await page.getByRole('button', { name: 'Disconnect' }).click();
  const confirm = page.getByRole('dialog', { name: 'Disconnect Slack?' });
  await confirm.getByRole('button', { name: 'Disconnect' }).click();
  await confirm.waitFor({ state: 'detached' });
  await page.getByText('Not connected').waitFor();
  await expect(page.getByRole('button', { name: 'Send test message' }).count()).resolves.toBe(0);
  await form.getByRole('button', { name: 'Connect', exact: true }).waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  await context.close();
});
