// `npm test`: type checks (they hold the API/client contract tests), unit, UI component and API integration tests
// (vitest), then browser tests in Chromium (Playwright), which build the app and serve it exactly as `npm start`
// does, on a database of their own.
import { root } from './lib/paths.mjs'
import { bin, run } from './lib/run.mjs'

async function main() {
  await run('npm', ['run', 'typecheck', '--silent'], { cwd: root })
  await run(bin('vitest'), ['run'], { cwd: root })
  await run(bin('playwright'), ['test'], { cwd: root })
}

main().catch((error) => {
  console.error(`✗ ${error.message}`)
  process.exit(1)
})
