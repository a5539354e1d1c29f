import { createUser, signInThroughForm } from './browser';
import { useStack } from './use-stack';

const product = useStack();

describe('a remote that cannot be reached', () => {
  it('leaves the shell, /login and / working, and /billing recovers with Try again', async () => {
    const user = await createUser(product.stack.apiUrl);
    const page = await product.browser.newPage();
    await page.route('**/remotes/billing/**', (route) => route.abort('connectionrefused'));

    await page.goto(`${product.stack.baseUrl}/login`);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await signInThroughForm(page, product.stack.baseUrl, user);
    await page.waitForURL(/\/account\/new$/);

    await page.goto(`${product.stack.baseUrl}/`);
    await page.getByRole('heading', { name: 'Home', exact: true }).waitFor();
    await page.goto(`${product.stack.baseUrl}/billing`);
    await page.getByText('Billing is temporarily unavailable').waitFor();
    // The host's sidebar and top bar are untouched, and another remote still opens from them.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Logs' })
      .click();
    await page.getByRole('heading', { name: 'Logs', exact: true }).waitFor();
    expect(await page.getByTestId('account-email').textContent()).toBe(user.email);

    // Once billing is reachable again, Try again loads it without a page reload.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Billing' })
      .click();
    await page.getByText('Billing is temporarily unavailable').waitFor();
    await page.evaluate(() => Object.assign(window, { __samePage: true }));
    await page.unroute('**/remotes/billing/**');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: 'Billing', exact: true }).waitFor();
    expect(
      await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage),
    ).toBe(true);
    await page.close();
  });
});
