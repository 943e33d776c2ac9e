/**
 * The fetch priority of the scripts and stylesheets a shop page's HTML preloads, the shell's own (@shop/build-config
 * `pluginLowPriorityPreloads`) and its remotes' (api-worker/src/seo/remote-preloads.ts). The worker paints the first
 * screen without them, so the document and the page's largest picture go first and the app's code shares what is left
 * of the connection. They are still asked for from the HTML, so no round trip is added.
 */
export const CODE_PRELOAD_PRIORITY = 'low'

/**
 * The chunk each app's API transport is built into (packages/api-client lazy-transport.ts names it so): off every
 * first load, fetched by the first call. The worker preloads the storefront's on a page whose first screen calls the
 * API as it opens (its data not inlined), so that call does not wait one round trip for it.
 */
export const API_TRANSPORT_CHUNK = 'api-transport'

const API_TRANSPORT_FILE = new RegExp(`(?:^|/)${API_TRANSPORT_CHUNK}\\.[0-9a-f]+\\.js$`)

/** Whether a built file is an app's API transport chunk (`api-transport.<hash>.js`). */
export function isApiTransportFile(file: string): boolean {
  return API_TRANSPORT_FILE.test(file)
}
