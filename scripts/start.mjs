// `npm start`: build the front ends, migrate and seed the local D1/R2, then serve everything from one
// `wrangler dev` at http://localhost:$PORT (8787 by default).
import { spawn } from 'node:child_process'
import { build } from './build.mjs'
import { migrateLocal, seedLocal } from './lib/database.mjs'
import { adminCredentials, ensureDevVars, offlineWrangler, stateDir } from './lib/local-env.mjs'
import { root } from './lib/paths.mjs'
import { bin } from './lib/run.mjs'

const port = process.env.PORT || '8787'

/** Settings taken from the environment for a local run (secrets or [vars] in production). */
const FORWARDED_VARS = [
  'GEMINI_API_KEY',
  'GEMINI_API_BASE',
  'CF_ACCOUNT_ID',
  'CF_AI_TOKEN',
  'CF_API_BASE',
  // The e2e run signs many shoppers up from this machine; it exempts the loopback addresses from the sign-up throttle.
  'SIGNUP_UNTHROTTLED_ADDRESSES',
  // The bench measures the database path with the edge cache off.
  'EDGE_CACHE',
]

function forwardedVars() {
  return FORWARDED_VARS.filter((name) => process.env[name]).flatMap((name) => [
    '--var',
    `${name}:${process.env[name]}`,
  ])
}

async function main() {
  ensureDevVars()
  offlineWrangler()
  if (process.env.SKIP_BUILD !== '1') await build()
  await migrateLocal()
  await seedLocal()

  const admin = adminCredentials()
  console.log(`
  Shop:   http://localhost:${port}
  Admin:  http://localhost:${port}/admin   (${admin.email} / ${admin.password})
  Set SEED_ADMIN_EMAIL and SEED_ADMIN_PASSWORD before the first start to choose other credentials.
`)
  const server = spawn(
    bin('wrangler'),
    [
      'dev',
      '--port',
      port,
      '--persist-to',
      stateDir(),
      '--show-interactive-dev-session=false',
      ...forwardedVars(),
    ],
    { cwd: root, stdio: 'inherit' },
  )
  const stop = () => server.kill('SIGTERM')
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
  server.on('exit', (code) => process.exit(code ?? 0))
}

main().catch((error) => {
  console.error(`✗ ${error.message}`)
  process.exit(1)
})
