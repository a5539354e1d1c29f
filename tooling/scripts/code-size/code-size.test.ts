import { isTestSupport } from './code-files';
import { functionsOf } from './long-functions';

describe('the code-size figures', () => {
  it('measures every function on its own lines, nested ones too, by the name it is known by', () => {
    const source = [
      'export function outer() {', // 1
      '  const inner = () => {', // 2
      '    return 1;', // 3
      '  };', // 4
      '  return inner();', // 5
      '}', // 6
      'const service = {', // 7
      '  list(a: number) { return a; },', // 8
      '};', // 9
      'declare function bodiless(): void;', // 10
      'items.map((item) => item);', // 11
    ].join('\n');
    const found = functionsOf('a.ts', source).map(({ name, line, lines }) => [name, line, lines]);
    expect(found).toEqual([
      ['outer', 1, 6],
      ['inner', 2, 3],
      ['list', 8, 1],
      ['(argument of items.map)', 11, 1],
    ]);
  });

  it('reads TSX and leaves tests, test support, benchmarks and journeys out', () => {
    expect(functionsOf('a.tsx', 'export const A = () => <div>{1}</div>;')).toHaveLength(1);
    expect(isTestSupport('api/src/a.test.ts')).toBe(true);
    expect(isTestSupport('api/src/testing/fixture-site.ts')).toBe(true);
    expect(isTestSupport('api/test/databases.ts')).toBe(true);
    expect(isTestSupport('api/bench/crawl.ts')).toBe(true);
    expect(isTestSupport('e2e/src/stack.ts')).toBe(true);
    expect(isTestSupport('api/src/flows/engine.ts')).toBe(false);
  });
});
