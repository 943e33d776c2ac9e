/**
 * A remote's lazily loaded screens, one chunk group each (`import(/* webpackChunkName: "screen-login" *\/ …)`), and
 * the file beside its mf-manifest.json that lists each group's files (@shop/build-config `pluginScreenChunks`): the
 * worker preloads the screen a page opens with its remote's other first-load files, so splitting a remote by screen
 * costs no round trip.
 */
export const SCREENS_FILE = 'screens.json'

/** The chunk name of a screen in every remote's build. */
export function screenChunkName(screen: string): string {
  return `screen-${screen}`
}

/** The screen a chunk name names, or null for any other chunk. */
export function screenOfChunk(chunkName: string): string | null {
  return chunkName.startsWith('screen-') ? chunkName.slice('screen-'.length) : null
}
