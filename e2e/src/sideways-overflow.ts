import type { Page } from 'playwright-core';

/** The widths every screen is measured at: a laptop and a phone. */
export const WIDTHS = [1440, 390];

/**
 * How far the page scrolls sideways, and the elements that stick out past the viewport's right
 * edge without a scrolling box of their own around them (a dialog counts as such a box: it must
 * fit itself). Each named by tag, classes and the start of its text, to find it in the code.
 */
function overflowOf(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const scrolls = (element: Element) => getComputedStyle(element).overflowX !== 'visible';
    const insideScroller = (element: Element) => {
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement)
        if (scrolls(up)) return true;
      return false;
    };
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}.${Array.from(element.classList).join('.')} "${(element.textContent ?? '').slice(0, 40)}"`;
    const found: Element[] = [];
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const dialog = element.getAttribute('role') === 'dialog';
      const sticksOut = box.right > width + 1 && !insideScroller(element);
      const dialogTooWide = dialog && element.scrollWidth > element.clientWidth + 1;
      if (sticksOut || dialogTooWide) found.push(element);
    }
    // The innermost are the culprits: their ancestors stick out because of them.
    const out = found.filter(
      (element) => !found.some((other) => other !== element && element.contains(other)),
    );
    return { scrollWidth: document.scrollingElement!.scrollWidth, out: out.map(name) };
  });
}

/** What sticks out of the screen as it is now, at each width (back at the first one after). */
const isWide = (measured: { scrollWidth: number; out: string[] }, width: number) =>
  measured.scrollWidth > width || measured.out.length > 0;

export async function sidewaysOverflow(page: Page, screen: string) {
  const found: { screen: string; width: number; widerBy: number; out: string[] }[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    // A resize re-renders the screens that change layout by media query (cards below md) a frame
    // or more later: measured at once, the old layout counted as overflow (a different screen
    // in each run). An overflow counts only if it is still there after the layout settles.
    let measured = await overflowOf(page);
    for (let look = 0; look < 5 && isWide(measured, width); look += 1) {
      await page.waitForTimeout(200);
      measured = await overflowOf(page);
    }
    const widerBy = Math.max(0, measured.scrollWidth - width);
    if (isWide(measured, width)) found.push({ screen, width, widerBy, out: measured.out });
  }
  await page.setViewportSize({ width: WIDTHS[0]!, height: 900 });
  return found;
}
