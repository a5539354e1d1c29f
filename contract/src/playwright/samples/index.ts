/**
 * Playwright test files as customers write them (and as Vigil exports them), for the import's
 * tests. Kept as raw strings: `String.raw` keeps every backslash of the regex literals as written.
 */
export const SAMPLES: Record<string, string> = {
  login: String.raw`import { test, expect } from '@playwright/test';

test('logs in and sees the dashboard', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('jane@example.com');
  await page.getByLabel('Password', { exact: true }).fill('{{PASSWORD}}');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByTestId('greeting')).toHaveText('Hello, Jane');
});
`,
  checkout: String.raw`// A checkout written by hand and wrapped by Prettier.
import { expect, test } from "@playwright/test";

test.describe("checkout", () => {
  test("buys a large shirt", async ({ page }) => {
    await page.goto("https://shop.example.com/shirts");
    await page.locator("nav .menu").hover();
    await page
      .getByRole("link", { name: "Large blue shirt with a very long name" })
      .click();
    await page.locator("#size").selectOption("L");
    await page.getByText("Add to cart").click();
    await expect(page.locator(".cart-count")).toContainText("1");
    await expect(page.locator(".total")).toHaveText(/^\$\d+\.\d{2}$/);
    await page.getByPlaceholder("Coupon").fill("SAVE10");
    const total = await page.locator(".total").innerText();
    await page.locator("#search").press("Enter");
    await page.keyboard.press("Escape");
    await page.mouse.wheel(0, 600);
    await page.locator("#footer").scrollIntoViewIfNeeded();
    await page.waitForTimeout(250);
    await page.locator("#late").waitFor();
    await expect(page.locator("#late")).not.toHaveCount(0);
    await expect(page).toHaveURL("https://shop.example.com/cart");
  });
});
`,
  exported: String.raw`// Exported from Vigil: generated case "Sign-up form" (6b0d3f52-1f47-4cbb-8f3a-0c3b8a6b3a10).
// Site: https://acme.example.com
import { expect, test, type Locator } from '@playwright/test';

// Types into a field; a <select> cannot be typed into, so its option is chosen instead.
async function fillField(field: Locator, value: string) {
  if (await field.evaluate((element) => element.tagName === 'SELECT')) {
    await field.selectOption(value);
  } else {
    await field.fill(value);
  }
}

test("Sign-up form", async ({ page }) => {
  // Step 1: Go to https://acme.example.com/signup, then expect body to exist
  await page.goto("https://acme.example.com/signup");
  await expect(page.locator("body")).not.toHaveCount(0);

  // Step 2: Enter jane.doe@example.com in field "Email", then expect field "Email" to be visible
  await fillField(page.getByLabel("Email", { exact: true }).or(page.locator("#email")), "jane.doe@example.com");
  await expect(page.getByLabel("Email", { exact: true }).or(page.locator("#email"))).toBeVisible();

  // Step 3
  await page.getByRole("button", { name: "Sign up", exact: true }).or(page.locator("#signup")).click();
  await page.waitForTimeout(0);
  await expect(page).toHaveURL((url) => url.href.includes("/welcome"));
});
`,
};
