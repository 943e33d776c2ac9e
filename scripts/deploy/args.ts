import { isAbsolute, resolve } from 'node:path'
import { remotes, root } from '../lib/paths.mjs'

export interface RemoteRef {
  name: string
  workspace: string
}

export interface DeployOptions {
  remote: RemoteRef
  dist: string
  build: boolean
  preview: boolean
  origin: string
}

const KNOWN: readonly RemoteRef[] = remotes

export const USAGE =
  'usage: deploy-remote <storefront|account|admin> [--dist DIR] [--no-build] [--preview] [--origin URL]'

export function remoteNamed(name: string | undefined): RemoteRef {
  const remote = KNOWN.find((candidate) => candidate.name === name || candidate.workspace === name)
  if (!remote)
    throw new Error(`Unknown remote "${name ?? ''}": one of ${KNOWN.map((r) => r.name).join(', ')}`)
  return remote
}

/** The local shop by default (scripts/start.mjs listens on PORT, 8787 unless set). */
export function defaultOrigin(environment: NodeJS.ProcessEnv = process.env): string {
  return `http://localhost:${environment.PORT ?? 8787}`
}

/**
 * Arguments of `npm run deploy -w <remote>`. npm runs a workspace script in the workspace's folder, so a relative
 * `--dist` is read from where the command was typed (INIT_CWD).
 */
export function parseDeployArgs(argv: readonly string[], environment = process.env): DeployOptions {
  const [name, ...rest] = argv
  const remote = remoteNamed(name)
  const options: DeployOptions = {
    remote,
    dist: `${root}${remote.workspace}/dist`,
    build: true,
    preview: false,
    origin: defaultOrigin(environment),
  }
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i] ?? ''
    const [flag, inline] = arg.split('=', 2)
    const value = () => {
      const next = inline ?? rest[++i]
      if (!next) throw new Error(`${flag} needs a value\n${USAGE}`)
      return next
    }
    if (flag === '--dist') {
      const dir = value()
      options.dist = isAbsolute(dir) ? dir : resolve(environment.INIT_CWD ?? process.cwd(), dir)
    } else if (flag === '--origin') options.origin = value().replace(/\/+$/, '')
    else if (flag === '--preview') options.preview = true
    else if (flag === '--no-build') options.build = false
    else throw new Error(`Unknown argument: ${arg}\n${USAGE}`)
  }
  return options
}
