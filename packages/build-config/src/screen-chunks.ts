import type { RsbuildPlugin } from '@rsbuild/core'
import { SCREENS_FILE, screenOfChunk } from '@shop/domain/screen-chunks'

/** The named chunk groups of a build's stats (`namedChunkGroups`), as much as is read here. */
type NamedChunkGroups = Record<string, { assets?: { name: string }[] }>

/** Each screen's files (scripts and stylesheets, as the build names them) from the build's named chunk groups. */
export function screenFiles(groups: NamedChunkGroups): Record<string, string[]> {
  const screens: Record<string, string[]> = {}
  for (const [chunkName, group] of Object.entries(groups)) {
    const screen = screenOfChunk(chunkName)
    if (screen)
      screens[screen] = (group.assets ?? [])
        .map((asset) => asset.name)
        .filter((name) => !name.endsWith('.map'))
  }
  return screens
}

/**
 * Writes `screens.json` beside the remote's manifest: every lazy screen's chunk group (the screen's own chunk and the
 * shared chunks it needs). The worker reads it to preload the screen a page opens (api-worker/src/seo).
 */
export function pluginScreenChunks(): RsbuildPlugin {
  return {
    name: 'shop:screen-chunks',
    setup(api) {
      api.processAssets({ stage: 'report' }, ({ compilation, sources }) => {
        const stats = compilation.getStats().toJson({ all: false, chunkGroups: true })
        const screens = screenFiles((stats.namedChunkGroups ?? {}) as NamedChunkGroups)
        compilation.emitAsset(SCREENS_FILE, new sources.RawSource(`${JSON.stringify(screens, null, 2)}\n`))
      })
    },
  }
}
