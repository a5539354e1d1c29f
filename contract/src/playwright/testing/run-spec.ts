import ts from 'typescript';

type Target = { selector: string } | { page: true };

/**
 * Runs a generated spec file against recording stand-ins of Playwright's `test`, `page` and
 * `expect`, and returns what it did in order ("click locator(#signup)"). This proves the file
 * compiles, every literal reads back exactly, and the calls come in the case's order, without a
 * browser. Elements named in `selects` are <select>s; every other element is an <input>.
 */
export async function runSpec(spec: string, selects: string[] = []): Promise<string[]> {
  const log: string[] = [];
  const running: Promise<void>[] = [];
  const record = (...parts: unknown[]) => {
    log.push(parts.map(String).join(' '));
  };

  const locator = (selector: string) => {
    const name = `locator(${selector})`;
    const found = {
      selector,
      // Another way to the same element: the stand-in keeps the first.
      or: () => found,
      click: async () => record('click', name),
      hover: async () => record('hover', name),
      fill: async (value: string) => record('fill', name, value),
      selectOption: async (value: string) => record('selectOption', name, value),
      press: async (key: string) => record('press', name, key),
      scrollIntoViewIfNeeded: async () => record('scrollIntoViewIfNeeded', name),
      evaluate: async (read: (element: { tagName: string }) => unknown) =>
        read({ tagName: selects.includes(selector) ? 'SELECT' : 'INPUT' }),
    };
    return found;
  };
  const page = {
    page: true as const,
    goto: async (url: string) => record('goto', url),
    locator,
    keyboard: { press: async (key: string) => record('keyboard.press', key) },
    mouse: { wheel: async (x: number, y: number) => record('mouse.wheel', x, y) },
  };

  const matchers = (target: Target, prefix: string): object =>
    new Proxy(
      {},
      {
        get: (_, matcher) =>
          matcher === 'not'
            ? matchers(target, 'not.')
            : async (...args: unknown[]) => {
                const subject = 'selector' in target ? `locator(${target.selector})` : 'page';
                record('expect', subject, `${prefix}${String(matcher)}`, ...args);
              },
      },
    );
  const playwright = {
    test: (title: string, body: (fixtures: { page: typeof page }) => Promise<void>) => {
      record('test', title);
      running.push(body({ page }));
    },
    expect: (target: Target) => matchers(target, ''),
  };

  const { outputText } = ts.transpileModule(spec, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
  });
  const requireStandIn = (name: string) => {
    if (name !== '@playwright/test') throw new Error(`the spec requires ${name}`);
    return playwright;
  };
  // The spec is our own generated code, run in a test only.
  new Function('require', 'exports', outputText)(requireStandIn, {});
  await Promise.all(running);
  return log;
}
