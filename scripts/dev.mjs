// `npm run dev`: hot reload everywhere. The API runs on wrangler dev (8787, reloads on change), the shell on
// rsbuild dev (3000, proxies /api and /media to 8787) and each remote on its own dev server (3001-3003).
import { spawn } from 'node:child_process'
import { migrateLocal, seedLocal } from './lib/database.mjs'
import { adminCredentials, ensureDevVars, offlineWrangler, stateDir } from './lib/local-env.mjs'
import { root } from './lib/paths.mjs'
import { bin } from './lib/run.mjs'

const processes = [
  {
    name: 'api',
    command: bin('wrangler'),
    args: ['dev', '--port', '8787', '--persist-to', stateDir(), '--show-interactive-dev-session=false'],
  },
  { name: 'storefront', command: 'npm', args: ['run', 'dev', '-w', 'mfe-storefront'] },
  { name: 'account', command: 'npm', args: ['run', 'dev', '-w', 'mfe-account'] },
  { name: 'admin', command: 'npm', args: ['run', 'dev', '-w', 'mfe-admin'] },
  { name: 'shell', command: 'npm', args: ['run', 'dev', '-w', 'shell'] },
]

function prefixed(name, stream, target) {
  let buffer = ''
  stream.on('data', (chunk) => {
    buffer += chunk
    const lines = buffer.split('\n')
    buffer = lines.pop() ?? ''
    for (const line of lines) target.write(`[${name}] ${line}\n`)
  })
}

async function main() {
  ensureDevVars()
  offlineWrangler()
  await migrateLocal()
  await seedLocal()
  const children = processes.map(({ name, command, args }) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] })
    prefixed(name, child.stdout, process.stdout)
    prefixed(name, child.stderr, process.stderr)
    child.on('exit', (code) => console.log(`[${name}] exited with ${code}`))
    return child
  })
  const admin = adminCredentials()
  console.log(
    `\n  Shop (hot reload): http://localhost:3000   API: http://localhost:8787/api   Admin: ${admin.email} / ${admin.password}\n`,
  )
  const stop = () => {
    for (const child of children) child.kill('SIGTERM')
    process.exit(0)
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

main().catch((error) => {
  console.error(`✗ ${error.message}`)
  process.exit(1)
})
