// Typed lint. Which modules may reach the browser is not a lint rule: the build enforces it
// (scripts/server-only-boundary.ts), from the real client graph rather than a list of files.
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { defineConfig } from 'eslint/config';

const queryParameterRead = {
  selector:
    "CallExpression[callee.property.name=/^(get|getAll|has|entries|values|forEach)$/][callee.object.property.name='searchParams']",
  message: "Read a query parameter with queryText or a list's schema (src/server/lists).",
};

const rawSelect = {
  selector: "JSXOpeningElement[name.name='select']",
  message: "Use Select from src/components/ui/select (a native <select> with the controls' look).",
};

export default defineConfig(
  {
    ignores: [
      'dist/**',
      'dist-*/**',
      '.astro/**',
      'node_modules/**',
      'data/**',
      'data-*/**',
      'public/**',
      'test-results/**',
      'playwright-report/**',
      'bench-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/*.d.ts', '**/*.d.mts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Under verbatimModuleSyntax `import { type X }` still loads the module, which the build refuses
      // for server modules and catalogues in browser code; `import type` is erased.
      '@typescript-eslint/no-import-type-side-effects': 'error',
    },
  },
  {
    // A request's query is read through src/server/lists (a list's schema, or queryText): text
    // cleaned the way the forms clean it, so a NUL or a broken character never reaches a query.
    files: ['src/**/*.{ts,tsx,astro}'],
    ignores: ['src/server/lists/**', '**/*.test.ts', '**/*.test-support.ts'],
    rules: { 'no-restricted-syntax': ['error', queryParameterRead] },
  },
  {
    // A choice in a form is the Select primitive (a native <select>: it posts without JavaScript and
    // opens the phone's picker). The Astro parser reads a template's markup as JSX, so one selector
    // covers .tsx and .astro. A later block replaces the rule's options, so both selectors stand here.
    files: ['src/**/*.{tsx,astro}'],
    ignores: ['src/components/ui/**', 'src/server/lists/**', '**/*.test.ts', '**/*.test-support.ts'],
    rules: { 'no-restricted-syntax': ['error', queryParameterRead, rawSelect] },
  },
  {
    files: ['src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
