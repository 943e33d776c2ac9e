import { mkdir, readdir, rename, rm } from 'node:fs/promises'
import { dirname, join, relative } from 'node:path'
import type { RsbuildPlugin } from '@rsbuild/core'

/** Where a front end's production source maps go: beside its build, never in it. */
export const SOURCE_MAPS_DIR = 'source-maps'

async function mapsUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.map'))
    .map((entry) => join(entry.parentPath, entry.name))
}

/**
 * A production build writes a source map for every script (hidden: no bundle names its map) and moves the maps out of
 * `dist` into `<app>/source-maps/`, keeping their paths. They serve our own tools (the bench attributes a page's bytes
 * to the packages they come from); the site and a remote's deploy, which take `dist` whole, never carry them.
 */
export function pluginSourceMapsAside(): RsbuildPlugin {
  return {
    name: 'shop:source-maps-aside',
    setup(api) {
      if (api.context.action !== 'build') return
      api.modifyRsbuildConfig((config, { mergeRsbuildConfig }) =>
        mergeRsbuildConfig(config, { output: { sourceMap: { js: 'hidden-source-map', css: false } } }),
      )
      api.onAfterBuild(async () => {
        const { distPath, rootPath } = api.context
        const aside = join(rootPath, SOURCE_MAPS_DIR)
        await rm(aside, { recursive: true, force: true })
        for (const map of await mapsUnder(distPath)) {
          const target = join(aside, relative(distPath, map))
          await mkdir(dirname(target), { recursive: true })
          await rename(map, target)
        }
      })
    },
  }
}
