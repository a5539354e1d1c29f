import { createUser } from './browser';
import { linkFromOutbox } from './auth-journey-helpers';
import { useStack } from './use-stack';

const product = useStack();

describe('forgotten password', () => {
  it('forgot → link from the outbox → reset → sign in with the new password', async () => {
    const user = await createUser(product.stack.apiUrl);
    const page = await product.browser.newPage();
    await page.goto(`${product.stack.baseUrl}/login`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    // The prerendered /login's link may load the page anew: /login's own Email field must not be
    // the one filled while the next page is on its way.
    await page.waitForURL(/\/forgot-password$/);
    await page.getByRole('button', { name: 'Send reset link' }).waitFor();
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('Check your email: we sent you a link to reset your password.').waitFor();

    const link = await linkFromOutbox(product.stack.outboxDir, user.email, '/reset-password');
    expect(link.origin).toBe(product.stack.baseUrl);
    await page.goto(link.href);
    await page.getByLabel('New password').fill('short');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText('Password needs to be at least 8 characters.').waitFor();
    await page.getByLabel('New password').fill('a brand new password');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText('Your password has been reset.').waitFor();

    // The link works once.
    await page.goto(link.href);
    await page.getByLabel('New password').fill('yet another password');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText('Opps, seems like that link may be expired').waitFor();

    await page.goto(`${product.stack.baseUrl}/login`);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page
      .getByText("Sorry, those credentials don't mactch any user")
      .or(page.getByText('No active account found with the given credentials'))
      .first()
      .waitFor();
    await page.getByLabel('Password').fill('a brand new password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/account\/new$/);
    await page.getByRole('heading', { name: 'Set up your team' }).waitFor();
    await page.close();
  });
});
