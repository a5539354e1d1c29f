import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contractSourceVersion } from './source-version';

const contractRoot = join(__dirname, '..', '..');
let copy: string;

beforeEach(() => {
  // A copy of the contract's sources, with the same zod, so the copy is the same contract.
  copy = mkdtempSync(join(tmpdir(), 'vigil-contract-'));
  cpSync(join(contractRoot, 'src'), join(copy, 'src'), { recursive: true });
  mkdirSync(join(copy, 'node_modules'));
  symlinkSync(
    realpathSync(join(contractRoot, 'node_modules', 'zod')),
    join(copy, 'node_modules', 'zod'),
  );
});
afterEach(() => rmSync(copy, { recursive: true, force: true }));

describe('contractSourceVersion', () => {
  it('is the same for the same sources, wherever they are', () => {
    expect(contractSourceVersion()).toMatch(/^[0-9a-f]{16}$/);
    expect(contractSourceVersion(copy)).toBe(contractSourceVersion());
  });

  it('changes with any edit of a schema, and with a new source file', () => {
    const before = contractSourceVersion(copy);
    writeFileSync(join(copy, 'src', 'ops', 'sites.ts'), '// edited\n', { flag: 'a' });
    const edited = contractSourceVersion(copy);
    expect(edited).not.toBe(before);
    writeFileSync(join(copy, 'src', 'extra.ts'), 'export const extra = 1;\n');
    expect(contractSourceVersion(copy)).not.toBe(edited);
  });

  it('leaves the tests out: they change no answer', () => {
    const before = contractSourceVersion(copy);
    writeFileSync(join(copy, 'src', 'contract.test.ts'), '// a new test\n', { flag: 'a' });
    expect(contractSourceVersion(copy)).toBe(before);
  });
});
