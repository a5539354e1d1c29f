import { join } from 'node:path';
import { ESLint } from 'eslint';

// The repository's own eslint.config.mjs, applied to made-up files at real folder depths.
const eslint = new ESLint({ cwd: join(__dirname, '..', '..') });

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

const importOf = (source: string) => `import { x } from '${source}';\nexport const y = x;\n`;

describe('import rules from the house style', () => {
  it.each([
    ['jotai outside shared', 'host/src/shell/fake.tsx', 'jotai', 'through @vigil/shared'],
    [
      'axios outside shared',
      'remote-billing/src/routes/fake.tsx',
      'axios',
      'through @vigil/shared',
    ],
    ['jotai/utils in a remote', 'remote-monitoring/src/lib/fake.ts', 'jotai/utils', 'jotai'],
    ['axios in the api', 'api/src/sites/fake.ts', 'axios', 'through @vigil/shared'],
    ['Chakra outside the facade', 'remote-auth/src/routes/fake.tsx', '@chakra-ui/react', 'facade'],
    [
      'another remote by name',
      'remote-monitoring/src/routes/fake.tsx',
      '@vigil/remote-billing',
      'federation',
    ],
    [
      'another remote by relative path',
      'remote-onboarding/src/routes/fake.tsx',
      '../../../remote-auth/src/app',
      'out of the package',
    ],
    ['the host from a remote', 'remote-billing/src/app-fake.tsx', '@vigil/host', 'federation'],
    [
      'a sibling feature',
      'remote-monitoring/src/features/sites/fake.ts',
      '../pages/api/list-pages',
      'Features never import each other',
    ],
    [
      'a feature from a nested folder',
      'remote-monitoring/src/features/sites/components/fake.tsx',
      '../../issues/components/issue-table',
      'Features never import each other',
    ],
    [
      'a feature through src/features',
      'remote-monitoring/src/features/sites/components/fake.tsx',
      '../../../features/pages/api/list-pages',
      'Features never import each other',
    ],
    ['react-router in the host', 'host/src/shell/fake.tsx', 'react-router', 'router facade'],
    [
      'react-router in a feature',
      'remote-monitoring/src/features/sites/components/fake.tsx',
      'react-router',
      'router facade',
    ],
    ['react-router/dom in a remote', 'remote-auth/src/app-fake.tsx', 'react-router/dom', 'facade'],
    ['Node APIs in contract', 'contract/src/ops/fake.ts', 'node:fs', 'no Node APIs'],
    ['an app from shared', 'shared/src/store/fake.ts', '@vigil/remote-auth', 'federation'],
    [
      "a package's src/",
      'remote-auth/src/routes/fake.test.tsx',
      '@vigil/shared/src/testing/fixtures',
      'not its src/',
    ],
  ])('refuses %s', async (_, filePath, source, reason) => {
    const messages = await restrictedImports(filePath, importOf(source));
    expect(messages).toEqual([expect.stringContaining(reason)]);
  });

  it.each([
    ['jotai inside shared', 'shared/src/store/fake.ts', 'jotai'],
    ['Chakra inside the facade', 'shared/src/ui/fake.tsx', '@chakra-ui/react'],
    ['shared from a remote', 'remote-monitoring/src/routes/fake.tsx', '@vigil/shared'],
    ['the testing entry', 'host/src/shell/fake.test.tsx', '@vigil/shared/testing'],
    ['react-router in shared', 'shared/src/routes/fake.ts', 'react-router'],
    ['react-router in a test', 'remote-monitoring/src/routes/fake.test.tsx', 'react-router'],
    ['react-router in a test helper', 'host/src/testing/fake.tsx', 'react-router'],
    ['its own feature', 'remote-monitoring/src/features/sites/components/fake.tsx', '../api/x'],
    [
      'src from a feature',
      'remote-monitoring/src/features/sites/components/fake.tsx',
      '../../../paths',
    ],
    ['a feature from a route', 'remote-monitoring/src/routes/fake.tsx', '../features/sites/x'],
    ['a lib helper from a feature', 'remote-auth/src/features/wizard/fake.ts', '../../lib/x'],
  ])('allows %s', async (_, filePath, source) => {
    expect(await restrictedImports(filePath, importOf(source))).toEqual([]);
  });
});
