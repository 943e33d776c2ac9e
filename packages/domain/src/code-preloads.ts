/**
 * The fetch priority of the scripts and stylesheets a shop page's HTML preloads, the shell's own (@shop/build-config
 * `pluginLowPriorityPreloads`) and its remotes' (api-worker/src/seo/remote-preloads.ts). The worker paints the first
 * screen without them, so the document and the page's largest picture go first and the app's code shares what is left
 * of the connection. They are still asked for from the HTML, so no round trip is added.
 */
export const CODE_PRELOAD_PRIORITY = 'low'
