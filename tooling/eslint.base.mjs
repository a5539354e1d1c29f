import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { importRules } from './lint/import-rules.mjs';

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
  // Who may import what (style.md): per-folder no-restricted-imports, see lint/import-rules.mjs.
  ...importRules,
);
