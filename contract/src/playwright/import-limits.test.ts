import { importPlaywright, MAX_NESTING, PlaywrightFileError } from './import';
import * as tokenizer from './tokenize';

// How often the importer reads the file's tokens: the measure of its work that no machine's load
// changes. tokenize is wrapped to count the reads of the array it returns.
const mockReads = { count: 0 };
jest.mock('./tokenize', () => {
  const actual = jest.requireActual<typeof tokenizer>('./tokenize');
  return {
    ...actual,
    tokenize: (source: string) =>
      new Proxy(actual.tokenize(source), {
        get(tokens, key, receiver) {
          if (typeof key === 'string' && /^\d+$/.test(key)) mockReads.count += 1;
          return Reflect.get(tokens, key, receiver);
        },
      }),
  };
});

/** The most the schema lets a file hold. */
const MAX_SOURCE = 200_000;
const describes = (levels: number, inner: string) =>
  "test.describe('a', () => {\n".repeat(levels) + inner + '});\n'.repeat(levels);
const CLICK = "  await page.getByRole('button', { name: 'Go' }).click();\n";
const spec = (statements: string) => `test('t', async ({ page }) => {\n${statements}});\n`;
/** `unit` repeated to fill about `size` characters. */
const fill = (unit: string, size: number) => unit.repeat(Math.floor(size / unit.length));

function refusal(source: string): PlaywrightFileError {
  try {
    importPlaywright(source);
  } catch (error) {
    if (error instanceof PlaywrightFileError) return error;
    throw error;
  }
  throw new Error('the file was read');
}

describe('importPlaywright on large and deep files', () => {
  it('refuses 200 KB of nested describes at the line that nests too deep', () => {
    const source = describes(Math.floor(MAX_SOURCE / 30), '');
    expect(source.length).toBeGreaterThan(MAX_SOURCE * 0.5);
    const refused = refusal(source);
    // Each describe line opens two brackets, `(` and `{`: the 33rd opens on line 17.
    expect(refused.line).toBe(17);
    expect(refused.message).toBe(`the file nests brackets more than ${MAX_NESTING} deep`);
  });

  it('reads brackets nested 32 deep, refuses 33, and reads a test inside 14 describes', () => {
    expect(MAX_NESTING).toBe(32);
    const brackets = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)};`;
    expect(importPlaywright(brackets(32)).unsupported).toHaveLength(1);
    expect(refusal(`\n${brackets(33)}`).line).toBe(2);
    expect(importPlaywright(describes(14, spec(CLICK))).steps).toHaveLength(1);
  });

  it('reads 200 KB of statements, every one a step', () => {
    const source = spec(fill(CLICK, MAX_SOURCE - 100));
    const imported = importPlaywright(source);
    expect(imported.steps).toHaveLength(Math.floor((MAX_SOURCE - 100) / CLICK.length));
    expect(imported.unsupported).toEqual([]);
  });

  it.each([
    ['flat', spec(fill(CLICK, MAX_SOURCE))],
    ['14 describes deep', describes(14, spec(fill(CLICK, MAX_SOURCE)))],
    ['200 blocks 14 describes deep', fill(describes(14, spec(CLICK)), MAX_SOURCE)],
  ])('reads each token of a %s file a bounded number of times', (_name, source) => {
    const tokens = tokenizer.tokenize(source).length;
    mockReads.count = 0;
    importPlaywright(source);
    // About 2 reads a token; scanning to the closing bracket at every level read each token of
    // a 14-deep test 49 times (issue 42).
    expect(mockReads.count / tokens).toBeLessThan(4);
  });

  // Each took 40-70 s before (issue 42), against under a second on a loaded machine now: the
  // regex /\s*\n\s*/ tried every start of a run of spaces to its end, and each `/` that could
  // start a regex literal was scanned to the end of its line. Jest cannot stop a synchronous test.
  // The bound sits between the two: 8.6 s was seen at load 20 on two cores (a tenth of a core for
  // this process), and the defect it guards against takes 40-70 s on an idle machine.
  it.each([
    ['200,000 spaces', `foo(${' '.repeat(MAX_SOURCE - 10)})`],
    ['40,000 regex literals never closed', `${'=/[\\]'.repeat(MAX_SOURCE / 5)}\n`],
  ])('lists a statement of %s in seconds, not a minute (linear time)', (_name, source) => {
    const started = performance.now();
    const { unsupported } = importPlaywright(source);
    expect(performance.now() - started).toBeLessThan(30_000);
    expect(unsupported).toEqual([{ line: 1, text: `${source.slice(0, 497)}...` }]);
  });

  it('joins the lines of a listed statement, and reads a regex after one never closed', () => {
    expect(importPlaywright(`foo(  1,\n  2,\n\n 3)`).unsupported[0]!.text).toBe('foo(  1, 2, 3)');
    const regexes = tokenizer.tokenize('a = /[x/ ; b = /y/\n').filter((t) => t.kind === 'regex');
    expect(regexes.map((token) => token.value)).toEqual(['y']);
  });

  it('reads an escape that is no code point as text, not as an error', () => {
    const source = spec("  await page.goto('/\\u{zz}/\\u{110000}/\\u{41}');\n");
    expect(importPlaywright(source).steps[0]!.action.value).toBe('/u{zz}/u{110000}/A');
    expect(importPlaywright("'\\u{1").unsupported).toHaveLength(1);
  });

  it('reads half a character (a lone surrogate escape) as U+FFFD, and a whole one as itself', () => {
    const source = spec(
      "  await page.goto('/\\ud800/\\udfff/\\u{d800}');\n  await page.goto('/\\ud83d\\ude00');\n",
    );
    const [half, whole] = importPlaywright(source).steps;
    expect(half!.action.value).toBe('/\uFFFD/\uFFFD/\uFFFD');
    expect(whole!.action.value).toBe('/😀');
  });

  it('names the line of each step’s action and check', () => {
    const source = spec(
      [
        "  await page.goto('/a');",
        "  await expect(page).toHaveURL('/a');",
        "  await expect(page.getByText('Hi')).toBeVisible();",
        '  await page.getByRole(\'button\', { name: "Go" })',
        '    .click();',
      ].join('\n') + '\n',
    );
    expect(importPlaywright(source).lines).toEqual([
      { action: 2, assertion: 3 },
      { action: 4, assertion: 4 },
      { action: 5, assertion: null },
    ]);
  });
});
