import { defineConfig, devices } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 8788)
const stateDir = `.wrangler/e2e-state-${port}`
/** The translation service the shop talks to in these tests: a local stand-in speaking Workers AI's wire format. */
const fakeAiPort = Number(process.env.FAKE_AI_PORT ?? 8791)

/**
 * Specs that change what every shopper sees while they run (maintenance mode, colours and languages; the deployed
 * storefront; dozens of hostile pages and products): they run one at a time after every other spec, which run two at
 * a time.
 */
const SHOP_WIDE = /(admin-settings|remote-deploy|content-xss|stored-text-xss)\.spec\.ts/
/** The flows run again on a phone: the admin's sidebar collapses, tables scroll inside their frame, modals fill it. */
const PHONE_FLOWS =
  /(admin(-[a-z]+)?|shop-axe|shop-pages|shop-filters|shop-seed-toasts|shop-cart|shop-checkout|shop-search|shop-language|shop-layout-shift|shop-first-screen)\.spec\.ts/
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } }
const phone = { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, hasTouch: true }

/** Browser tests run in Debian's Chromium against the app built and served exactly as `npm start` serves it. */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  // Every spec works on data of its own (its own customers, products and pages), so two files can run at once.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Two specs at a time on two cores: an axe scan of a heavy admin screen can take most of a minute there.
  timeout: 60_000,
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
    // Recording a trace more than doubled each test's time on two cores, so only a retry records one (CI retries a
    // failure once); `--trace on` records every test.
    trace: 'on-first-retry',
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
    { name: 'desktop', testIgnore: SHOP_WIDE, use: desktop },
    { name: 'phone', testMatch: PHONE_FLOWS, testIgnore: SHOP_WIDE, use: phone },
    {
      name: 'desktop-alone',
      testMatch: SHOP_WIDE,
      dependencies: ['desktop', 'phone'],
      workers: 1,
      use: desktop,
    },
    {
      name: 'phone-alone',
      testMatch: /admin-settings\.spec\.ts/,
      dependencies: ['desktop-alone'],
      workers: 1,
      use: phone,
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
      // The worker's request log (every answer's status) and its console go to a file, for a failure to be read after.
      command: `rm -rf ${stateDir} && mkdir -p reports && node scripts/start.mjs > reports/e2e-server-${port}.log`,
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
