import { bundledFiles, bundleSplit, staticReach } from '@shop/build-config/first-load-bundle'
import { describe, expect, it } from 'vitest'

const EXPOSED_APP = 'mfe-admin/src/exposes/app.tsx'

/** What the entry's first load holds, and every file of the bundle, first load or not. */
async function firstLoad(entry: string) {
  const metafile = await bundleSplit([entry])
  const { files, libraries } = staticReach(metafile, [entry])
  return { files, packages: [...libraries], all: bundledFiles(metafile) }
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
