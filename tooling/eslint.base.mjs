import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The one lint configuration of the repository (flat config). */
export const base = tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/.data/**', '.tooling/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['tooling/scripts/**', 'tooling/webpack/**', '**/bench/**', '**/*.mjs'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['shared/**', 'host/**', 'remote-*/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // One Chakra instance for every app: Chakra is reached only through @vigil/shared's facade.
    files: ['host/**', 'remote-*/**', 'shared/src/**'],
    ignores: ['shared/src/ui/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@chakra-ui/*'],
              message: 'Import UI components from @vigil/shared (the UI facade).',
            },
          ],
        },
      ],
    },
  },
  {
    // Contract is shared with the browser: no Node APIs.
    files: ['contract/src/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['node:*', 'fs', 'path', 'crypto'] }] },
  },
);
