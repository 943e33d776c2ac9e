import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, type Metafile } from 'esbuild'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../../../', import.meta.url))

/** The storefront's exposed modules, read from its federation config (the shell renders these on every shop page). */
function storefrontExposes(): string[] {
  const config = readFileSync(join(root, 'mfe-storefront/module-federation.config.ts'), 'utf8')
  return [...config.matchAll(/'\.\/\w+': '(\.\/src\/[^']+)'/g)].map((match) =>
    join('mfe-storefront', match[1] as string),
  )
}

/**
 * Bundles the shop's code the way the apps' builds do (split at every `import()`, the packages' `sideEffects: false`
 * honoured, unused modules dropped) and answers every file that reaches any chunk, so the pages the storefront
 * loads on demand (cart, categories, content) count too. Everything but the workspace packages and zod stays
 * outside: React, the router and the other shared libraries are measured by the bench, and the account and admin
 * remotes are other builds.
 */
async function bundledFiles(entries: string[]): Promise<Metafile['inputs']> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: entries,
    bundle: true,
    splitting: true,
    write: false,
    metafile: true,
    format: 'esm',
    outdir: join(root, 'node_modules/.cache/first-load'),
    jsx: 'automatic',
    logLevel: 'silent',
    loader: { '.css': 'empty', '.svg': 'empty', '.png': 'empty', '.woff2': 'empty' },
    plugins: [
      {
        name: 'outside',
        setup(context) {
          context.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@shop/') || /^zod(\/|$)/.test(args.path)
              ? undefined
              : { path: args.path, external: true },
          )
        },
      },
    ],
  })
  const { inputs, outputs } = result.metafile
  const bundled = new Set(Object.values(outputs).flatMap((output) => Object.keys(output.inputs)))
  return Object.fromEntries(Object.entries(inputs).filter(([path]) => bundled.has(path)))
}

/** The bundled files that import zod themselves: where to look when this test fails. */
function zodImporters(inputs: Metafile['inputs']): string[] {
  return Object.entries(inputs)
    .filter(([path]) => !path.includes('node_modules/'))
    .filter(([, input]) => input.imports.some((imported) => imported.path.includes('node_modules/zod/')))
    .map(([path]) => path)
}

describe("the shop's first load", () => {
  it('names the storefront modules the shell renders', () => {
    expect(storefrontExposes()).toEqual([
      'mfe-storefront/src/exposes/app.tsx',
      'mfe-storefront/src/exposes/header.tsx',
      'mfe-storefront/src/exposes/footer.tsx',
    ])
  })

  it.each([
    ['the shell', ['shell/src/index.ts']],
    ['the storefront', storefrontExposes()],
  ])('bundles no zod in %s (schemas stay on the server and in the admin and account forms)', async (_, entries) => {
    const inputs = await bundledFiles(entries)
    expect(Object.keys(inputs).length).toBeGreaterThan(50)
    expect(zodImporters(inputs)).toEqual([])
    expect(Object.keys(inputs).filter((path) => path.includes('node_modules/zod/'))).toEqual([])
  })

  it('would see zod if a first-load file used a schema', async () => {
    const inputs = await bundledFiles(['packages/domain/src/settings.ts'])
    expect(zodImporters(inputs)).toEqual([
      'packages/domain/src/localized-schema.ts',
      'packages/domain/src/settings.ts',
    ])
  })
})
