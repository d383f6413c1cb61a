// `npm run lint` (and the lint tier of `npm test`). Rules that need type information are left out on
// purpose: tsc already runs strict in `npm run typecheck`, and type-aware linting would double the
// time on a small machine. Layer boundaries are checked by dependency-cruiser (.dependency-cruiser.cjs).
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default defineConfig(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      'data/',
      'test-results/',
      'coverage/',
      'bench/engine/scratch/',
      '.ocr-scratch/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: globals.node },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `_name` marks a parameter a callback signature requires but this code does not use
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/test-support/**', 'apps/server/src/testing/**', 'packages/test-kit/**', 'e2e/**'],
    rules: {
      // tests read JSON answers loosely on purpose; the contracts' own tests check their shapes
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    // only the two classic rules: the React Compiler rules of the plugin's `recommended` are off (D11)
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // served to the browser by the identity pages
    files: ['apps/server/src/http/identity/assets/**/*.js'],
    languageOptions: { globals: globals.browser, sourceType: 'script' },
  },
);
