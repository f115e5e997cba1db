// End-to-end tests in real headless Chromium: Debian's /usr/bin/chromium (browser downloads fail on
// these machines), against the static export in out/ served by scripts/serve.mjs.
// Run through `npm run test:e2e` (scripts/e2e.mjs), which ensures Chromium and builds out/ first.
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.WOLFBOARD_E2E_PORT ?? 4321);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 2, // the machine has 2 shared cores
  retries: 0,
  timeout: 120_000, // the 2 cores are shared: pages can be slow
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL,
    locale: 'en-US',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `node scripts/serve.mjs --dir out --port ${port} --host 127.0.0.1`,
    url: `${baseURL}/`,
    reuseExistingServer: true,
    timeout: 30_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
