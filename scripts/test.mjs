// `npm test`: type checks (they hold the API/client contract tests), unit, UI component and API integration tests
// (vitest), then browser tests in Chromium (Playwright), which build the app and serve it exactly as `npm start`
// does, on a database of their own, then the order storm (scripts/security) against its own `wrangler dev`. Ends
// with one summary line: "N passed, N failed".
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { root } from './lib/paths.mjs'
import { bin, run } from './lib/run.mjs'

const reports = `${root}reports`
const vitestReport = `${reports}/vitest.json`
const playwrightReport = `${reports}/playwright.json`
const stormReport = `${reports}/storm.json`
/** The order storm's size in `npm test`; `npm run test:security` runs the full 10,000. */
const CI_STORM_ATTEMPTS = '2000'

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null
}

/** Passed and failed counts from the two runners' JSON reports (a missing report counts nothing). */
function tally() {
  const vitest = readJson(vitestReport)
  const playwright = readJson(playwrightReport)
  const storm = readJson(stormReport)
  const passed =
    (vitest?.numPassedTests ?? 0) +
    (playwright?.stats?.expected ?? 0) +
    (playwright?.stats?.flaky ?? 0) +
    (storm?.passed ?? 0)
  const failed = (vitest?.numFailedTests ?? 0) + (playwright?.stats?.unexpected ?? 0) + (storm?.failed ?? 0)
  const skipped =
    (vitest?.numPendingTests ?? 0) + (vitest?.numTodoTests ?? 0) + (playwright?.stats?.skipped ?? 0)
  return { passed, failed, skipped }
}

async function main() {
  rmSync(reports, { recursive: true, force: true })
  let failure = null
  try {
    await run('npm', ['run', 'typecheck', '--silent'], { cwd: root })
    await run(
      bin('vitest'),
      ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
      {
        cwd: root,
      },
    )
    await run(bin('playwright'), ['test'], {
      cwd: root,
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
    })
    await run('node', ['scripts/security/order-storm.mjs'], {
      cwd: root,
      env: { ...process.env, STORM_ATTEMPTS: CI_STORM_ATTEMPTS, STORM_REPORT: stormReport },
    })
  } catch (error) {
    failure = error
  }
  const { passed, failed, skipped } = tally()
  console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
  if (failure) {
    console.error(`✗ ${failure.message}`)
    process.exit(1)
  }
}

main()
