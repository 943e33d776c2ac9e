import type { UiLanguage } from '@shop/domain'
import { CODE_PRELOAD_PRIORITY, isApiTransportFile } from '@shop/domain/code-preloads'
import type { RemoteName } from '@shop/domain/remote-registry'
import { isCatalogueOf } from './catalogue-files'

/** One `<link>` the page's head carries so the browser fetches a file before the code that asks for it runs. */
export interface PreloadLink {
  href: string
  /**
   * modulepreload for ES modules; preload with `as` for classic scripts, stylesheets and fetched JSON. Never a
   * stylesheet link: it would block the whole page's first paint on a remote, and a stalled remote must leave the
   * frame working. The link the remote's CSS loader adds then reads the preloaded, immutably cached file.
   */
  rel: 'modulepreload' | 'preload'
  as?: 'script' | 'style' | 'fetch' | 'image'
  /**
   * High for the page's largest paint, fetched ahead of the scripts that share its round trip; CODE_PRELOAD_PRIORITY
   * for the remotes' scripts and stylesheets, which the first paint does not wait for.
   */
  fetchpriority?: 'high' | typeof CODE_PRELOAD_PRIORITY
  /** For a picture: the copies it comes in and the size it is shown at, as its `<img>` has them (srcset, sizes). */
  imagesrcset?: string
  imagesizes?: string
  /** Only at the widths this media query matches (a card in a grid's first row at some widths only). */
  media?: string
  /** Fetches in CORS mode (the shell's `fetch()` calls), so the preload matches them. */
  crossorigin?: boolean
  /** The remote whose file this is: the shell retries a failed remote the page preloaded by reloading the page. */
  remote?: RemoteName
  /**
   * The remote's API transport: wanted only on a page whose first screen calls the API as it opens (its data not
   * inlined); elsewhere it comes with the visitor's first interaction.
   */
  forFirstCall?: true
}

/** The parts of a Module Federation manifest (mf-manifest.json) a page's preloads are read from. */
interface ManifestAssets {
  js?: { sync?: unknown; async?: unknown }
  css?: { sync?: unknown }
}
interface FederationManifest {
  metaData: { remoteEntry: { name: string; path?: string; type?: string }; publicPath?: string }
  exposes: { path?: string; name?: string; assets?: ManifestAssets }[]
}

function isManifest(value: unknown): value is FederationManifest {
  if (typeof value !== 'object' || value === null) return false
  const { metaData, exposes } = value as Partial<FederationManifest>
  return (
    typeof metaData?.remoteEntry?.name === 'string' &&
    metaData.remoteEntry.name !== '' &&
    Array.isArray(exposes)
  )
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item !== '') : []

/**
 * The files a remote needs before it renders the given exposed modules: its entry, then each module's synchronous
 * scripts, the lazy screen's files the page opens (`screenFiles`, from the remote's screens.json), its message
 * catalogue in the page's language (when given), its stylesheets and its API transport (`forFirstCall`), in the
 * manifest's order without repeats. Files resolve against the manifest's own folder (`publicPath: "auto"`, what the
 * remotes build with) or the manifest's explicit public path. Null when the document is not a federation manifest or
 * names an exposed module it lacks, so a broken remote adds no links.
 */
export function remotePreloads(
  manifest: unknown,
  manifestUrl: URL,
  exposed: readonly string[],
  language?: UiLanguage,
  screenFiles: readonly string[] = [],
): PreloadLink[] | null {
  if (!isManifest(manifest)) return null
  const { remoteEntry, publicPath } = manifest.metaData
  const base = new URL(publicPath && publicPath !== 'auto' ? publicPath : './', manifestUrl)
  const resolve = (file: string) => {
    const url = new URL(file, base)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null
  }
  const entryFile = resolve(
    `${remoteEntry.path ? `${remoteEntry.path.replace(/\/?$/, '/')}` : ''}${remoteEntry.name}`,
  )
  if (!entryFile) return null
  const modules: ManifestAssets[] = []
  for (const name of exposed) {
    const expose = manifest.exposes.find((item) => item.path === `./${name}` || item.name === name)
    if (!expose) return null
    modules.push(expose.assets ?? {})
  }
  // 'global' (what rsbuild emits) is a classic script; an ES-module entry is preloaded as a module.
  const isModule = remoteEntry.type === 'module' || remoteEntry.type === 'esm'
  const script = (href: string): PreloadLink =>
    isModule
      ? { href, rel: 'modulepreload', fetchpriority: CODE_PRELOAD_PRIORITY }
      : { href, rel: 'preload', as: 'script', fetchpriority: CODE_PRELOAD_PRIORITY }
  const links: PreloadLink[] = [script(entryFile)]
  const seen = new Set([entryFile])
  const add = (file: string, kind: 'script' | 'style' | 'transport') => {
    const href = resolve(file)
    if (!href || seen.has(href)) return
    seen.add(href)
    if (kind === 'style')
      links.push({ href, rel: 'preload', as: 'style', fetchpriority: CODE_PRELOAD_PRIORITY })
    else links.push(kind === 'transport' ? { ...script(href), forFirstCall: true } : script(href))
  }
  for (const assets of modules) for (const file of strings(assets.js?.sync)) add(file, 'script')
  const styles = modules.flatMap((assets) => strings(assets.css?.sync))
  for (const file of screenFiles) {
    if (file.endsWith('.css')) styles.push(file)
    else if (file.endsWith('.js')) add(file, 'script')
  }
  const lazyFiles = modules.flatMap((assets) => strings(assets.js?.async))
  // The module's message catalogue is loaded on demand (one chunk per language), but its first render waits for it:
  // the visitor's language's one is fetched with the module's own scripts.
  for (const file of lazyFiles) if (language && isCatalogueOf(file, language)) add(file, 'script')
  for (const file of styles) add(file, 'style')
  const transport = lazyFiles.find(isApiTransportFile)
  if (transport) add(transport, 'transport')
  return links
}

/**
 * The files of one lazy screen as the remote's screens.json lists them (@shop/build-config `pluginScreenChunks`);
 * none when the document is missing, not one, or lacks the screen, so an older remote only loses the preload.
 */
export function screenFilesOf(screens: unknown, screen: string | undefined): string[] {
  if (!screen || typeof screens !== 'object' || screens === null) return []
  return strings((screens as Record<string, unknown>)[screen])
}
