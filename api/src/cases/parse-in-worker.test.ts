import { HttpError } from '../http/errors';
import { playwrightParser, type PlaywrightParser } from './parse-in-worker';

const GOTO = "test('t', async ({ page }) => {\n  await page.goto('/a');\n});";
const NESTED = "test.describe('a', () => {\n".repeat(40) + '});\n'.repeat(40);
/** A file that takes longer than a millisecond to read, with the thread's start. */
const LONG = `test('t', async ({ page }) => {\n  await page${'.a'.repeat(50_000)}.click();\n});`;

let parser: PlaywrightParser;
beforeEach(() => {
  parser = playwrightParser();
});
afterEach(() => parser.close());

const outcome = (reading: Promise<{ steps: unknown[] }>) =>
  reading.then(
    (read) => `${read.steps.length} steps`,
    (error: Error) =>
      error instanceof HttpError ? `${error.statusCode} ${error.message}` : error.message,
  );

describe('playwrightParser: files read in a worker thread', () => {
  it('reads files in turn, refusing one that nests too deep with a 400 naming its line', async () => {
    const answers = await Promise.all(
      [GOTO, NESTED, GOTO].map((file) => outcome(parser.parse(file))),
    );
    expect(answers).toEqual([
      '1 steps',
      '400 line 17: the file nests brackets more than 32 deep',
      '1 steps',
    ]);
  });

  it('ends a file over its time limit with a 400, and reads the files after it in a new thread', async () => {
    const answers = await Promise.all([
      outcome(parser.parse(LONG, 1)),
      outcome(parser.parse(GOTO)),
      outcome(parser.parse(LONG, 1)),
      outcome(parser.parse(GOTO)),
    ]);
    expect(answers).toEqual([
      '400 the file is too complex to read',
      '1 steps',
      '400 the file is too complex to read',
      '1 steps',
    ]);
  });

  it('refuses the files still waiting when it is closed', async () => {
    const reading = [GOTO, GOTO].map((file) => outcome(parser.parse(file)));
    await parser.close();
    expect(await Promise.all(reading)).toEqual([
      'the API is shutting down',
      'the API is shutting down',
    ]);
    expect(await outcome(parser.parse(GOTO))).toBe('1 steps');
  });
});
