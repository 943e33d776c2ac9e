import type { Metafile } from 'esbuild'
import { describe, expect, it } from 'vitest'
import { bundledFiles, bundleSplit, storefrontExposes } from './first-load-bundle'

/**
 * Every file that reaches any chunk of the shop's code, so the pages the storefront loads on demand (cart,
 * categories, content) count too, with zod bundled in to be seen. The other libraries stay outside: React, the router
 * and the rest are measured by the bench, and the account and admin remotes are other builds.
 */
async function bundledInputs(entries: string[]): Promise<Metafile['inputs']> {
  const metafile = await bundleSplit(entries, (path) => /^zod(\/|$)/.test(path))
  const bundled = new Set(bundledFiles(metafile))
  return Object.fromEntries(Object.entries(metafile.inputs).filter(([path]) => bundled.has(path)))
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
    const inputs = await bundledInputs(entries)
    expect(Object.keys(inputs).length).toBeGreaterThan(50)
    expect(zodImporters(inputs)).toEqual([])
    expect(Object.keys(inputs).filter((path) => path.includes('node_modules/zod/'))).toEqual([])
  })

  it('would see zod if a first-load file used a schema', async () => {
    const inputs = await bundledInputs(['packages/domain/src/settings.ts'])
    expect(zodImporters(inputs)).toEqual([
      'packages/domain/src/localized-schema.ts',
      'packages/domain/src/settings.ts',
    ])
  })
})
