import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, type Metafile } from 'esbuild'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../../../', import.meta.url))

/** The storefront's exposed modules, read from its federation config (the shell renders them on every shop page). */
function storefrontExposes(): string[] {
  const config = readFileSync(join(root, 'mfe-storefront/module-federation.config.ts'), 'utf8')
  return [...config.matchAll(/'\.\/\w+': '(\.\/src\/[^']+)'/g)].map((match) =>
    join('mfe-storefront', match[1] as string),
  )
}

/**
 * Bundles the given modules as the apps' builds split them (a chunk at every `import()`), with every library but the
 * workspace packages outside, and answers the libraries each chunk imports statically and by `import()`, and the
 * chunks a chunk pulls in statically: what loads with an entry before anything is asked for later.
 */
async function bundle(entries: string[]): Promise<Metafile['outputs']> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: entries,
    bundle: true,
    splitting: true,
    write: false,
    metafile: true,
    format: 'esm',
    outdir: join(root, 'node_modules/.cache/first-load-sonner'),
    jsx: 'automatic',
    logLevel: 'silent',
    loader: { '.css': 'empty', '.svg': 'empty', '.png': 'empty', '.woff2': 'empty' },
    plugins: [
      {
        name: 'outside',
        setup(context) {
          context.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@shop/') ? undefined : { path: args.path, external: true },
          )
        },
      },
    ],
  })
  return result.metafile.outputs
}

/**
 * The libraries the entries reach without any `import()`: their chunks and the chunks those import, recursively
 * (esbuild also marks the target of each `import()` as an entry point; only the given ones count).
 */
function staticLibraries(outputs: Metafile['outputs'], entries: string[]): Set<string> {
  const reached = new Set(
    Object.keys(outputs).filter((path) => entries.includes(outputs[path]?.entryPoint ?? '')),
  )
  const libraries = new Set<string>()
  for (const path of reached) {
    for (const imported of outputs[path]?.imports ?? []) {
      if (imported.kind !== 'import-statement') continue
      if (imported.external) libraries.add(imported.path)
      else reached.add(imported.path)
    }
  }
  return libraries
}

/** Libraries any chunk asks for by `import()`. */
function lazyLibraries(outputs: Metafile['outputs']): Set<string> {
  return new Set(
    Object.values(outputs).flatMap((output) =>
      output.imports
        .filter((imported) => imported.kind === 'dynamic-import' && imported.external)
        .map((i) => i.path),
    ),
  )
}

describe("the shop's first load", () => {
  // The shell's entry only starts the async boundary (`import('./bootstrap')`): the bootstrap is its first load.
  const firstLoad = ['shell/src/bootstrap.tsx', ...storefrontExposes()]

  it('reaches no sonner statically: the toaster and the toast API come after the first render', async () => {
    const outputs = await bundle(firstLoad)
    const libraries = staticLibraries(outputs, firstLoad)
    expect(libraries).toContain('react')
    expect(libraries).not.toContain('sonner')
    // Toasts still work: the toast API and the toaster are fetched on demand.
    expect(lazyLibraries(outputs)).toContain('sonner')
  })

  it('would see sonner if a first-load module imported it', async () => {
    const entries = ['packages/ui/src/app/toaster.tsx']
    expect(staticLibraries(await bundle(entries), entries)).toContain('sonner')
  })
})
