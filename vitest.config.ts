/// <reference types="vitest/config" />
// Vitest runs with Astro's Vite configuration, so modules that use astro:actions and
// astro:middleware (guards, form posts, flash) are tested as they run in the app.
import { fileURLToPath } from 'node:url';
import { getViteConfig } from 'astro/config';

export default getViteConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['src/server/db/test-template.setup.ts'],
    // Three workers on CI's two cores: while one waits on its database another computes
    // (measured in docs/decisions/022-a-suite-under-twenty-minutes.md).
    maxWorkers: 3,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
