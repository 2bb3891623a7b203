// Typed lint. The one project rule that matters most: code that ships to the browser (islands,
// ui primitives, lib/) never imports server-only modules (src/server/**, *.server.ts) or the
// message catalogues, except types. tests/e2e/bundle.spec.ts checks the built bundles too.
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { defineConfig } from 'eslint/config';

const serverOnly = {
  patterns: [
    { group: ['@/server/*', '@/server/**', '**/server/*', '*.server', '**/*.server'], allowTypeImports: true, message: 'Server-only code must not be imported by code that ships to the browser.' },
    { group: ['@/i18n/translate', '@/i18n/pt-BR', '@/i18n/en'], allowTypeImports: true, message: 'Islands get their strings as props: importing the catalogues ships both languages.' },
  ],
};

export default defineConfig(
  { ignores: ['dist/**', 'dist-*/**', '.astro/**', 'node_modules/**', 'data/**', 'data-*/**', 'public/**', 'test-results/**', 'playwright-report/**', 'bench-results/**'] },
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
    },
  },
  {
    files: ['src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Code that runs in the browser: shared libs, ui primitives, and every component hydrated with
    // client:* (keep this list in step when adding an island).
    files: [
      'src/lib/**/*.ts',
      'src/components/ui/**/*.tsx',
      'src/components/picture.tsx',
      'src/features/**/*-island.tsx',
      'src/features/**/*-behaviour.ts',
      'src/components/*-behaviour.ts',
      'src/components/*-island.tsx',
      'src/features/modules/area-dialog.tsx',
      'src/features/landing/plans-dialog.tsx',
      'src/features/landing/location-map.tsx',
      'src/features/leads/lead-form.tsx',
      'src/features/leads/lead-client.ts',
      'src/features/leads/lead-fields.ts',
      'src/features/leads/lead.schema.ts',
      'src/features/account/*.tsx',
      'src/features/account/account-client.ts',
      'src/features/account/account-strings.ts',
      'src/features/settings/profile-form.tsx',
      'src/features/settings/profile-fields.ts',
      'src/features/settings/profile.schema.ts',
      'src/features/settings/settings-client.ts',
      'src/features/shipments/create-shipment-form.tsx',
      'src/features/shipments/shipment-client.ts',
      'src/features/shipments/shipment-fields.ts',
      'src/features/shipments/shipment.schema.ts',
      'src/features/shipments/status-badge.tsx',
    ],
    rules: { 'no-restricted-imports': ['error', serverOnly] },
  },
);
