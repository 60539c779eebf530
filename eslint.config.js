// @ts-check
import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import globals from 'globals';

export default defineConfig(
  { ignores: ['dist/', '.astro/', '.cache/', '.data/', 'coverage/', 'node_modules/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/backend/**'], message: 'src/ never imports backend/' }] }],
    },
  },
  {
    files: ['backend/**', 'scripts/**', 'tests/**', 'bench/**', 'content-sync/**', 'feeds/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['src/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', '**/api/**', '**/stores/**', '**/islands/**', '**/backend/**', 'react', 'astro*'],
              message: 'src/domain is pure: no I/O, no framework',
            },
          ],
        },
      ],
    },
  },
);
