import { createElement } from 'react';
import { BUILD_STAMP } from '../store/build-stamp';
import { SYSTEM_STYLESHEET_ID } from '@vigil/contract/page-config';

let unmountFresh = () => undefined as void;

/**
 * A save button rendered by a fresh copy of the UI package, with React and Testing Library of the
 * same copy (`pure`: a nested copy cannot add test hooks): the provided system and emotion's cache
 * are built once per module registry.
 */
async function renderButtonFresh(): Promise<HTMLElement> {
  let button: HTMLElement | undefined;
  await jest.isolateModulesAsync(async () => {
    const { render, screen, cleanup } = await import('@testing-library/react/pure');
    unmountFresh = cleanup;
    const { UiProvider } = await import('./ui-provider');
    const { Button } = await import('./index');
    render(createElement(UiProvider, null, createElement(Button, null, 'Save')));
    button = screen.getByRole('button', { name: 'Save' });
  });
  return button!;
}

/** The CSS emotion inserted into the page at run time. */
function insertedCss(): string {
  const sheets = [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion]')];
  return sheets
    .map((sheet) =>
      sheet.sheet
        ? [...sheet.sheet.cssRules].map((rule) => rule.cssText).join('\n')
        : (sheet.textContent ?? ''),
    )
    .join('\n');
}

function pageStylesheet(build: string) {
  const sheet = document.createElement('style');
  sheet.id = SYSTEM_STYLESHEET_ID;
  sheet.setAttribute('data-build', build);
  document.head.append(sheet);
}

afterEach(() => {
  unmountFresh();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

/** A prerendered screen with the global CSS emotion wrote into its server-rendered markup. */
function prerenderedScreen() {
  document.body.innerHTML =
    '<div id="vigil-prerender"><style data-emotion="css-global 1x2y">:root{--from-prerender:1}</style></div>';
}

describe("UiProvider and the page's built stylesheet of the style system", () => {
  it("inserts the tokens' variables itself on a page without the stylesheet", async () => {
    await renderButtonFresh();
    expect(insertedCss()).toContain('--chakra-colors-blue-500');
  });

  it("inserts no global CSS where the page carries this build's, and still styles components", async () => {
    pageStylesheet(BUILD_STAMP!); // jest.config.ts gives this code a build stamp
    const button = await renderButtonFresh();
    const css = insertedCss();
    expect(css).not.toContain('--chakra-colors-blue-500');
    const buttonClass = [...button.classList].find((name) => name.startsWith('css-'));
    expect(buttonClass).toBeDefined();
    expect(css).toContain(`.${buttonClass}`);
  });

  it("inserts the tokens itself where the page's stylesheet is another build's", async () => {
    pageStylesheet('an-older-build');
    await renderButtonFresh();
    expect(insertedCss()).toContain('--chakra-colors-blue-500');
  });

  it('drops the global CSS a prerendered screen brought along, where the page carries its own', async () => {
    pageStylesheet(BUILD_STAMP!);
    prerenderedScreen();
    await renderButtonFresh();
    expect(insertedCss()).not.toContain('--from-prerender');
  });

  it("leaves a prerendered screen's global CSS where the page has no stylesheet of this build", async () => {
    pageStylesheet('an-older-build');
    prerenderedScreen();
    await renderButtonFresh();
    expect(insertedCss()).toContain('--from-prerender');
  });
});
