import { configDefaults, defineConfig } from 'vitest/config'

const SEED_TWICE = 'scripts/seed/idempotence.test.ts'

/**
 * One `vitest run` covers four projects:
 * - seed: the seed run twice on a database of its own (a minute of tsx and wrangler), in a project of its own so
 *   that it starts first in its group (vitest takes a group's projects in name order) instead of ending it alone;
 * - unit: pure rules in packages/ and scripts/ (node);
 * - ui: React components in a DOM (happy-dom), network stubbed at the HTTP boundary with MSW;
 * - api: the real worker on a fresh local D1 and R2 (see api-worker/vitest.config.ts).
 */
export default defineConfig({
  test: {
    // One process (or workerd runtime) per core. Each reuses its module cache from file to file (`isolate: false`): a
    // new DOM and React per file was two thirds of the ui project's time, and loading the worker into a new runtime
    // per file four fifths of the api project's. Test files leave nothing behind (rendered trees are cleaned up after
    // each test, MSW handlers are reset, spies restored; the api setup empties D1 and R2), so the order they run in
    // does not matter. The node projects run as a group of their own after the api files (sequence.groupOrder).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'seed',
          environment: 'node',
          sequence: { groupOrder: 1 },
          include: [SEED_TWICE],
        },
      },
      {
        test: {
          name: 'unit',
          environment: 'node',
          isolate: false,
          sequence: { groupOrder: 1 },
          include: [
            'packages/*/src/**/*.test.ts',
            'shell/src/**/*.test.ts',
            'mfe-*/src/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: [SEED_TWICE, ...configDefaults.exclude],
        },
      },
      {
        test: {
          name: 'ui',
          environment: 'happy-dom',
          isolate: false,
          sequence: { groupOrder: 1 },
          include: ['packages/*/src/**/*.test.tsx', 'shell/src/**/*.test.tsx', 'mfe-*/src/**/*.test.tsx'],
          setupFiles: ['./vitest.ui-setup.ts'],
        },
      },
      './api-worker/vitest.config.ts',
    ],
  },
})
