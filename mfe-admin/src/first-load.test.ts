import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, type Metafile } from 'esbuild'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../../', import.meta.url))
const EXPOSED_APP = 'mfe-admin/src/exposes/app.tsx'

/** What a bundle's first load holds: the entry's chunk and every chunk it imports statically, not those behind `import()`. */
interface FirstLoad {
  /** Source files in those chunks. */
  files: string[]
  /** Packages they import (left outside the bundle). */
  packages: string[]
  /** Every source file in the bundle, first load or not. */
  all: string[]
}

/**
 * Bundles from `entry` the way the admin's build does (split at every `import()`, unused modules dropped), with every
 * package outside, and follows the entry's static imports from chunk to chunk.
 */
async function firstLoad(entry: string): Promise<FirstLoad> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: [entry],
    bundle: true,
    splitting: true,
    write: false,
    metafile: true,
    format: 'esm',
    outdir: join(root, 'node_modules/.cache/admin-first-load'),
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
  const outputs: Metafile['outputs'] = result.metafile.outputs
  const start = Object.keys(outputs).find((path) => outputs[path]?.entryPoint === entry)
  const seen = new Set<string>()
  const pending = start ? [start] : []
  for (let path = pending.pop(); path !== undefined; path = pending.pop()) {
    if (seen.has(path)) continue
    seen.add(path)
    for (const imported of outputs[path]?.imports ?? []) {
      if (imported.kind === 'import-statement' && !imported.external) pending.push(imported.path)
    }
  }
  const chunks = [...seen].map((path) => outputs[path])
  const packageName = (path: string) =>
    path
      .split('/')
      .slice(0, path.startsWith('@') ? 2 : 1)
      .join('/')
  return {
    files: chunks.flatMap((chunk) => Object.keys(chunk?.inputs ?? {})),
    packages: [
      ...new Set(
        chunks.flatMap((chunk) =>
          (chunk?.imports ?? [])
            .filter((imported) => imported.external && imported.kind === 'import-statement')
            .map((imported) => packageName(imported.path)),
        ),
      ),
    ],
    all: Object.values(outputs).flatMap((output) => Object.keys(output.inputs)),
  }
}

/** Libraries only other screens use: the rich-text editor, forms and their schemas, drag and drop, photos, the chart. */
const SCREEN_LIBRARIES = [
  '@tiptap/core',
  '@tiptap/react',
  '@tiptap/starter-kit',
  'zod',
  'react-hook-form',
  '@hookform/resolvers',
  '@dnd-kit/core',
  '@dnd-kit/sortable',
  'browser-image-compression',
  'uplot',
]

const ADMIN_CATALOGUES = ['packages/i18n/src/messages/admin/tr.ts', 'packages/i18n/src/messages/admin/en.ts']

describe("the admin's first load (the dashboard)", () => {
  it('holds the layout and the dashboard, none of the libraries other screens use', async () => {
    const load = await firstLoad(EXPOSED_APP)
    expect(load.files).toContain('mfe-admin/src/features/layout/components/admin-layout.tsx')
    expect(load.files).toContain('mfe-admin/src/routes/dashboard-page.tsx')
    expect(load.packages).toContain('react-router-dom')
    expect(load.packages.filter((name) => SCREEN_LIBRARIES.includes(name))).toEqual([])
  })

  it('fetches every other screen on demand', async () => {
    const load = await firstLoad(EXPOSED_APP)
    const screens = [
      'products-page',
      'catalogue-tools-page',
      'categories-page',
      'pages-page',
      'exchange-rates-page',
      'orders-page',
      'users-page',
      'settings-page',
      'audit-log-page',
    ].map((name) => `mfe-admin/src/routes/${name}.tsx`)
    expect(screens.filter((screen) => load.files.includes(screen))).toEqual([])
    expect(screens.filter((screen) => load.all.includes(screen))).toEqual(screens)
  })

  it("holds no admin catalogue: each language's is fetched on demand", async () => {
    const load = await firstLoad(EXPOSED_APP)
    expect(ADMIN_CATALOGUES.filter((file) => load.files.includes(file))).toEqual([])
    expect(ADMIN_CATALOGUES.filter((file) => load.all.includes(file))).toEqual(ADMIN_CATALOGUES)
  })

  it('would see a screen library and the catalogues if a screen were imported statically', async () => {
    const pages = await firstLoad('mfe-admin/src/routes/pages-page.tsx')
    expect(pages.packages).toEqual(expect.arrayContaining(['zod', 'react-hook-form']))
    const editor = await firstLoad('mfe-admin/src/features/pages/components/rich-text-editor.tsx')
    expect(editor.packages).toEqual(expect.arrayContaining(['@tiptap/react', '@tiptap/starter-kit']))
    const all = await firstLoad('packages/i18n/src/messages/all.ts')
    expect(ADMIN_CATALOGUES.filter((file) => all.files.includes(file))).toEqual(ADMIN_CATALOGUES)
  })
})
