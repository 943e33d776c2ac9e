import { defineConfig, devices } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 8788)
const stateDir = `.wrangler/e2e-state-${port}`
/** The translation service the shop talks to in these tests: a local stand-in speaking Workers AI's wire format. */
const fakeAiPort = Number(process.env.FAKE_AI_PORT ?? 8791)

/** Browser tests run in Debian's Chromium against the app built and served exactly as `npm start` serves it. */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    // npm test reads the JSON report for its closing summary line.
    ...(process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['json'] as const] : []),
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
  ],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'tr-TR',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } },
    // The admin flows again on a phone: the sidebar collapses, tables scroll inside their frame, modals fill it.
    {
      name: 'phone',
      testMatch:
        /(admin(-[a-z]+)?|shop-axe|shop-pages|shop-filters|shop-seed-toasts|shop-cart|shop-checkout|shop-search|shop-language|shop-layout-shift)\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, hasTouch: true },
    },
  ],
  webServer: [
    {
      command: 'npx tsx e2e/support/fake-translation.ts',
      url: `http://127.0.0.1:${fakeAiPort}/__requests`,
      env: { FAKE_AI_PORT: String(fakeAiPort) },
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `rm -rf ${stateDir} && node scripts/start.mjs`,
      url: `http://localhost:${port}/api/health`,
      env: {
        PORT: String(port),
        STATE_DIR: stateDir,
        CF_ACCOUNT_ID: 'e2e-account',
        CF_AI_TOKEN: 'e2e-token',
        CF_API_BASE: `http://127.0.0.1:${fakeAiPort}`,
        // The specs sign many shoppers up from this machine; the sign-up throttle leaves loopback alone here only.
        SIGNUP_UNTHROTTLED_ADDRESSES: '127.0.0.1,::1,::ffff:127.0.0.1',
      },
      timeout: 300_000,
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
})
