import { defineConfig, devices } from '@playwright/test';

// Ports can be moved so that several runs (CI, a developer, a helper) never collide.
const appPort = Number(process.env.E2E_PORT ?? 4329);
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 2525);
const mailHttpPort = Number(process.env.E2E_MAIL_HTTP_PORT ?? 2580);
process.env.E2E_BASE_URL = `http://localhost:${appPort}`;
process.env.E2E_MAIL_API = `http://127.0.0.1:${mailHttpPort}`;

// Debian's headless build of Chromium (package chromium-headless-shell): the same engine without the
// desktop browser's compositor and GPU process, the suite in 15 minutes instead of 24
// (docs/decisions/037-headless-chromium-for-the-browser-tests.md).
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

const chromium = {
  executablePath: chromiumPath,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  // Three browsers on CI's two cores: while one waits (a throttled network, an email, a timer) the
  // others compute; a fourth only shared the same saturated CPU (measured in
  // docs/decisions/022-a-suite-under-twenty-minutes.md). E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : 'list',
  use: {
    baseURL: `http://localhost:${appPort}`,
    // Recording a trace costs a third of the suite's CPU (its screencast): only when asked
    // (E2E_TRACE=retain-on-failure) to look into a failure.
    trace: (process.env.E2E_TRACE as 'off' | 'retain-on-failure' | 'on' | undefined) ?? 'off',
    launchOptions: chromium,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium }, testIgnore: /mobile\.spec/ },
    { name: 'mobile', use: { ...devices['Pixel 7'], launchOptions: chromium }, testMatch: /mobile\.spec/ },
  ],
  webServer: [
    {
      command: 'node tests/support/mail-sink-server.mjs',
      url: `http://127.0.0.1:${mailHttpPort}/health`,
      env: { E2E_SMTP_PORT: String(smtpPort), E2E_MAIL_HTTP_PORT: String(mailHttpPort) },
      reuseExistingServer: false,
    },
    {
      command: 'node scripts/e2e-server.mjs',
      // Ready once migrated, with storage and the job runner up. Its log (JSON on stdout) shows
      // warnings and errors only: a line per request would bury the tests' own output.
      url: `http://localhost:${appPort}/readyz`,
      timeout: 180_000,
      stdout: 'pipe',
      env: {
        PORT: String(appPort),
        HOST: 'localhost',
        PUBLIC_SITE_URL: `http://localhost:${appPort}`,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        LEADS_NOTIFY_TO: 'vendas@example.com',
        MAIL_FROM: 'Site <site@example.com>',
        LEADS_PER_MINUTE: '1000',
        // Account specs give each test its own client address (X-Forwarded-For), so the auth rate
        // limits apply per test, as they would per visitor.
        TRUST_PROXY: 'true',
        ADMIN_EMAIL: 'admin@example.com',
        ADMIN_PASSWORD: 'Admin12345',
        // Many specs act as the admin; two-factor enforcement for staff is tested on a server of
        // its own with the default (tests/e2e/two-factor.spec.ts).
        ADMIN_TWO_FACTOR: 'optional',
        LOG_LEVEL: 'warn',
      },
      reuseExistingServer: false,
    },
  ],
});
