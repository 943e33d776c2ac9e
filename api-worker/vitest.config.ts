import { fileURLToPath } from 'node:url'
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers'
import { defineConfig } from 'vitest/config'

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))

/**
 * The 'api' project: tests run inside workerd next to the real worker from ../wrangler.toml, on a local D1 (migrations
 * applied, every table emptied before each test file by test/setup.ts) and R2. Static assets come from a small fixture
 * directory instead of dist/public, which only exists after a front-end build.
 */
export default defineConfig(async () => ({
  plugins: [
    // A function, so the URL of the fake translation APIs (test/fake-ai, started by globalSetup) reaches the bindings.
    cloudflareTest(async ({ inject }) => ({
      wrangler: { configPath: here('../wrangler.toml') },
      miniflare: {
        assets: { directory: here('./test/fixtures/public') },
        bindings: {
          TEST_MIGRATIONS: await readD1Migrations(here('./migrations')),
          // Tests sign their own tokens; .dev.vars (if any) is not what they rely on.
          JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789',
          // The deploy API's bearer secret (routes/deploy.ts); test/helpers/deploy.ts sends it.
          DEPLOY_TOKEN: 'test-deploy-token-that-is-long-enough-0123456789',
          // Failed logins still slow down, by 20 ms a step instead of 250, so the tests stay quick.
          LOGIN_DELAY_STEP_MS: '20',
          // Requests without a client address header (most tests, which register many customers) are not counted
          // by the sign-up throttle; its own tests send CF-Connecting-IP.
          SIGNUP_UNTHROTTLED_ADDRESSES: 'local',
          // Most tests write straight to D1 and read through the API: the edge cache would hand them old answers.
          // test/edge-cache.test.ts switches it on for its own requests.
          EDGE_CACHE: 'off',
          // Translation calls go to a local fake of Gemini and Workers AI; no key or account is set here.
          GEMINI_API_BASE: inject('fakeAiUrl'),
          CF_API_BASE: inject('fakeAiUrl'),
        },
      },
    })),
  ],
  test: {
    name: 'api',
    // A runtime runs test file after test file with the worker's modules loaded once: loading them into a fresh
    // runtime for each file was four fifths of the project's time. test/setup.ts empties D1 and R2 before each file,
    // so each still starts on a fresh shop. patches/ makes the pool hold up over thousands of requests per runtime.
    isolate: false,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    setupFiles: ['./test/setup.ts'],
    // The runtimes share two cores with vitest (see ../vitest.config.ts): 30 failed logins with their delays, or a
    // 100 MB upload, can take longer than vitest's 5 s default there.
    testTimeout: 20_000,
    globalSetup: ['./test/fake-ai/global-setup.ts'],
    // A runtime loads the worker one module per request to vitest: the libraries, bundled into a file each, load
    // sooner. The shop's own packages stay unbundled, so a test importing one of their files by path shares the
    // worker's copy.
    deps: {
      optimizer: {
        ssr: {
          enabled: true,
          include: [
            'zod',
            'hono',
            'hono/http-exception',
            'hono/factory',
            'hono/utils/http-status',
            'hono/timing',
            'hono/body-limit',
            'hono/request-id',
            'hono/jwt',
            'hono/etag',
            'hono/cookie',
            '@hono/zod-validator',
            'drizzle-orm',
            'drizzle-orm/batch',
            'drizzle-orm/sqlite-core',
            'drizzle-orm/d1',
            'papaparse',
            'xss',
          ],
        },
      },
    },
  },
}))
