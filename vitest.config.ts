/// <reference types="vitest/config" />
// Vitest runs with Astro's Vite configuration, so modules that use astro:actions and
// astro:middleware (guards, form posts, flash) are tested as they run in the app.
//
// Test files share their worker's modules (isolate: false: each file no longer loads the app's
// modules again, a third of the suite's CPU), except those that change the environment or mock a
// module: the configuration and other module state are read once per process, so those run each in
// a module registry of its own (docs/decisions/022-a-suite-under-twenty-minutes.md).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getViteConfig } from 'astro/config';

const include = ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts', 'tests/integration/**/*.test.ts'];
const CHANGES_PROCESS_STATE = /vi\.(stubEnv|mock|doMock|resetModules)\(|process\.env\.\w+\s*=[^=]|delete process\.env/;

const isolated = fs
  .globSync(include)
  .filter((file) => CHANGES_PROCESS_STATE.test(fs.readFileSync(file, 'utf8')))
  .map((file) => file.split(path.sep).join('/'));

export default getViteConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    environment: 'node',
    globalSetup: ['src/server/db/test-template.setup.ts'],
    // Three workers on CI's two cores: while one waits on its database another computes.
    maxWorkers: 3,
    testTimeout: 20_000,
    hookTimeout: 30_000,
    projects: [
      { extends: true, test: { name: 'shared', include, exclude: isolated, isolate: false } },
      { extends: true, test: { name: 'isolated', include: isolated, isolate: true } },
    ],
  },
});
