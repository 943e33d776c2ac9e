// Test support: bundles front-end modules with esbuild the way the apps' builds split them, so a test can say which
// files and libraries a page's first load reaches and which only come later by `import()`.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, type Metafile } from 'esbuild'

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url))

/** The storefront's exposed modules, read from its federation config (the shell renders them on every shop page). */
export function storefrontExposes(): string[] {
  const config = readFileSync(join(repoRoot, 'mfe-storefront/module-federation.config.ts'), 'utf8')
  return [...config.matchAll(/'\.\/\w+': '(\.\/src\/[^']+)'/g)].map((match) =>
    join('mfe-storefront', match[1] as string),
  )
}

/** Which bare imports are bundled: the workspace packages always, and whatever else the caller names. */
export type BundledLibrary = (path: string) => boolean

/**
 * Bundles `entries` (paths from the repository root) split at every `import()`, the packages' `sideEffects: false`
 * honoured and unused modules dropped. Libraries stay outside as imports unless `inside` takes them in.
 */
export async function bundleSplit(
  entries: string[],
  inside: BundledLibrary = () => false,
): Promise<Metafile> {
  const result = await build({
    absWorkingDir: repoRoot,
    entryPoints: entries,
    bundle: true,
    splitting: true,
    write: false,
    metafile: true,
    format: 'esm',
    outdir: join(repoRoot, 'node_modules/.cache/first-load'),
    jsx: 'automatic',
    logLevel: 'silent',
    loader: { '.css': 'empty', '.svg': 'empty', '.png': 'empty', '.woff2': 'empty' },
    plugins: [
      {
        name: 'outside',
        setup(context) {
          context.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@shop/') || inside(args.path)
              ? undefined
              : { path: args.path, external: true },
          )
        },
      },
    ],
  })
  return result.metafile
}

/** What loads with the entries before anything is asked for by `import()`. */
export interface StaticReach {
  /** Source files in the chunks reached. */
  files: string[]
  /** Libraries (outside the bundle) those chunks import. */
  libraries: Set<string>
}

function packageName(path: string): string {
  return path
    .split('/')
    .slice(0, path.startsWith('@') ? 2 : 1)
    .join('/')
}

/**
 * The entries' chunks and the chunks they import, recursively, without following `import()` (esbuild also makes
 * each `import()` target an entry point: only the given entries count).
 */
export function staticReach({ outputs }: Metafile, entries: string[]): StaticReach {
  const reached = new Set(
    Object.keys(outputs).filter((path) => entries.includes(outputs[path]?.entryPoint ?? '')),
  )
  const libraries = new Set<string>()
  for (const path of reached) {
    for (const imported of outputs[path]?.imports ?? []) {
      if (imported.kind !== 'import-statement') continue
      if (imported.external) libraries.add(packageName(imported.path))
      else reached.add(imported.path)
    }
  }
  return { files: [...reached].flatMap((path) => Object.keys(outputs[path]?.inputs ?? {})), libraries }
}

/** Every source file in any chunk, first load or later. */
export function bundledFiles({ outputs }: Metafile): string[] {
  return [...new Set(Object.values(outputs).flatMap((output) => Object.keys(output.inputs)))]
}

/** Libraries any chunk asks for by `import()`. */
export function lazyLibraries({ outputs }: Metafile): Set<string> {
  return new Set(
    Object.values(outputs).flatMap((output) =>
      output.imports
        .filter((imported) => imported.kind === 'dynamic-import' && imported.external)
        .map((imported) => packageName(imported.path)),
    ),
  )
}
