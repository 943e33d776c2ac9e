import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { TREE_SHAKEN } from './shared-tree-shaking'

/**
 * Only what must be one instance on the page: React and its DOM renderer, the router, react-query (its client is
 * context), jotai with its utils and the atoms (`@shop/state`: the store, cart and session), react-intl (its
 * provider is context) and sonner (`toast()` writes to module state the shell's <Toaster> reads). Messages, the UI
 * kit, the API client and the domain rules are bundled by each app, so a remote deployed alone ships its own.
 */
export const SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  '@tanstack/react-query',
  'jotai',
  'jotai/utils',
  'react-intl',
  'sonner',
  '@shop/state',
] as const

export interface SingletonConfig {
  singleton: true
  requiredVersion: string
  strictVersion: true
  treeShaking?: { mode: 'runtime-infer'; usedExports: string[] }
}

interface PackageJson {
  version?: string
  dependencies?: Record<string, string>
}

function readJson(path: string): PackageJson {
  return JSON.parse(readFileSync(path, 'utf8')) as PackageJson
}

/** The package a share key belongs to (`jotai/utils` → `jotai`). */
export function packageOf(shareKey: string): string {
  const parts = shareKey.split('/')
  return shareKey.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? shareKey)
}

/** The installed version of a package, looked up from `fromDir` upwards as Node resolves it. */
function installedVersion(name: string, fromDir: string): string {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name, 'package.json')
    if (existsSync(candidate)) {
      const { version } = readJson(candidate)
      if (version) return version
    }
    if (dirname(dir) === dir) throw new Error(`${name} is not installed below ${fromDir}`)
  }
}

/**
 * The range an app declares for a singleton: its package.json pins exact versions, and the app works with any
 * semver-compatible one, so `19.3.1` becomes `^19.3.1`; a workspace package (`*`) takes its installed version the
 * same way (`^0.1.0` allows 0.1.x only). A range already written as one is kept.
 */
export function requiredRange(spec: string, installed: () => string): string {
  if (/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(spec)) return `^${spec}`
  if (spec === '*' || spec === '' || spec === 'latest') return `^${installed()}`
  return spec
}

/**
 * The shared config of the app whose federation config is `configUrl` (its `import.meta.url`): each singleton with
 * the range read from the app's own package.json.
 * `strictVersion`: with `loaded-first` the shell's copy is the one every remote gets; a remote whose range that copy
 * does not meet fails to load (the slot's error panel) instead of running silently against an incompatible one.
 * Tree-shaken in production builds only: under the dev server the trimmed copies fail to load
 * (`require_runtime.__exportAll is not a function`), which broke `npm run dev` and every remote opened on its own.
 */
export function sharedSingletons(
  configUrl: string,
  { production = process.env.NODE_ENV === 'production' }: { production?: boolean } = {},
): Record<string, SingletonConfig> {
  const appDir = dirname(fileURLToPath(configUrl))
  const { dependencies = {} } = readJson(join(appDir, 'package.json'))
  const shared: Record<string, SingletonConfig> = {}
  for (const key of SINGLETONS) {
    const name = packageOf(key)
    const spec = dependencies[name]
    if (spec === undefined)
      throw new Error(`${appDir}/package.json must depend on ${name}: it is a shared singleton`)
    const usedExports = TREE_SHAKEN[key]
    shared[key] = {
      singleton: true,
      requiredVersion: requiredRange(spec, () => installedVersion(name, appDir)),
      strictVersion: true,
      ...(usedExports &&
        production && { treeShaking: { mode: 'runtime-infer', usedExports: [...usedExports] } }),
    }
  }
  return shared
}
