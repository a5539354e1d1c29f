import type { CaseStep, UnsupportedLine } from '../ops';
import { parseWhole, type Value } from './parse-expression';
import { action, actionOf, assertionOf } from './step-of';
import { bracketEnds, closing, statements, testBlock, type Statement } from './statements';
import { tokenize } from './tokenize';

export { MAX_NESTING, PlaywrightFileError } from './statements';

/** The file's line of a step's action and of its check (for errors that name the line). */
export interface StepLines {
  action: number;
  assertion: number | null;
}

/** What a Playwright test file gave: its first test's title, the steps, and the lines it skipped. */
export interface PlaywrightImport {
  title: string | null;
  steps: CaseStep[];
  /** Where each step was read, index for index. */
  lines: StepLines[];
  unsupported: UnsupportedLine[];
}

/** A whitespace run with a line break in it becomes one space; other runs stay as written. */
const joinLines = (text: string) =>
  // Not /\s*\n\s*/: that retries every start of a long run of spaces, and a statement of
  // 200,000 spaces took 40 s (issue 42). A run is matched once here.
  text.replace(/\s+/g, (run) => (run.includes('\n') ? ' ' : run));

/**
 * Parses a Playwright test file into case steps, running nothing in it, in time linear in its
 * length. Throws PlaywrightFileError for a file nesting brackets over MAX_NESTING deep.
 */
export function importPlaywright(source: string): PlaywrightImport {
  const tokens = tokenize(source);
  const ends = bracketEnds(tokens);
  const result: PlaywrightImport = { title: null, steps: [], lines: [], unsupported: [] };
  let testsRead = 0;
  const skip = (statement: Statement) => {
    const first = statement.tokens[0]!;
    const last = statement.tokens.at(-1)!;
    const text = joinLines(source.slice(first.start, last.end));
    result.unsupported.push({
      line: first.line,
      text: text.length > 500 ? `${text.slice(0, 497)}...` : text,
    });
  };
  const step = (statement: Statement) => {
    const line = statement.tokens[0]!.line;
    let parsed: Value;
    try {
      parsed = parseWhole(statement.tokens);
    } catch {
      return skip(statement);
    }
    try {
      result.steps.push({ action: actionOf(parsed), assertion: null });
      result.lines.push({ action: line, assertion: null });
      return;
    } catch {
      // An assertion, then.
    }
    try {
      const assertion = assertionOf(parsed);
      const last = result.steps.at(-1);
      // A check belongs to the action before it; a second one gets a step of its own.
      if (last && last.assertion === null) {
        last.assertion = assertion;
        result.lines.at(-1)!.assertion = line;
      } else {
        result.steps.push({ action: action('wait', null, '0'), assertion });
        result.lines.push({ action: line, assertion: line });
      }
    } catch {
      skip(statement);
    }
  };

  const walk = (from: number, to: number, inTest: boolean) => {
    let index = from;
    while (index < to) {
      const token = tokens[index]!;
      const block = testBlock(tokens, ends, index);
      if (block) {
        const isTest = block.kind === 'test' || block.kind === 'only';
        if (
          block.kind === 'describe' ||
          block.kind === 'beforeEach' ||
          (isTest && testsRead === 0)
        ) {
          if (isTest) {
            testsRead += 1;
            result.title ??= block.title;
          }
          walk(block.from, block.to, true);
        } else {
          // A second test (or a hook Vigil has no place for): its lines are listed, not lost.
          statements(tokens, index, block.after).forEach(skip);
        }
        index = block.after;
        continue;
      }
      if (token.kind === 'id' && token.value === 'import') {
        index += statements(tokens, index, to, 1)[0]!.tokens.length;
        continue;
      }
      // The exporter's own helper, and any function: Vigil reads the steps, not helpers.
      const isHelper =
        token.value === 'async' &&
        tokens[index + 1]?.value === 'function' &&
        tokens[index + 2]?.value === 'fillField';
      if (isHelper) {
        let open = index;
        while (open < to && tokens[open]!.value !== '{') open += 1;
        index = closing(ends, open);
        continue;
      }
      const [statement] = statements(tokens, index, to, 1);
      if (!statement) break;
      if (inTest) step(statement);
      else skip(statement);
      index += statement.tokens.length;
    }
  };
  walk(0, tokens.length, false);
  return result;
}
