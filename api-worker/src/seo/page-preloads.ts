import { type Language, UI_LANGUAGES, type UiLanguage, uiLanguageOf } from '@shop/domain'
import { matchesRoute, type PageModules, pageModules, routeTarget } from '@shop/domain/page-routes'
import { PRELOADED_BY_ATTRIBUTE } from '@shop/domain/remote-registry'
import { SCREENS_FILE } from '@shop/domain/screen-chunks'
import type { Bindings } from '../env'
import { visitorRegistry } from '../remotes/registry'
import { escapeHtml } from './escape'
import { cachedManifest } from './manifest-cache'
import { fetchRemoteFile } from './remote-file'
import { type PreloadLink, remotePreloads, screenFilesOf } from './remote-preloads'

/** A page's preloads in each catalogue language (they differ by the remotes' catalogue chunks only). */
export type PreloadsByLanguage = Record<UiLanguage, PreloadLink[]>

const NONE: PreloadsByLanguage = { tr: [], en: [] }

/**
 * The preloads of a page the shell renders with remote modules (@shop/domain `pageModules`): the registry the shell
 * fetches first (`/remotes.json`), each remote's manifest it fetches next, and each remote's entry, the modules'
 * scripts, catalogue and stylesheets the shell then loads, all asked for by the HTML at once instead of one after
 * another, with the lazy screen the page opens (its remote's screens.json); per language, as the page's language is
 * chosen beside them. Never the admin's: its HTML is the same for a customer, whom the shell sends home. A remote
 * whose manifest cannot be read, or is not one, adds nothing.
 */
export async function remotePagePreloads(
  env: Bindings,
  request: Request,
  modules: readonly PageModules[],
): Promise<PreloadsByLanguage> {
  try {
    const registry = await visitorRegistry(env)
    const remotes = await Promise.all(
      modules
        .filter(({ remote }) => remote !== 'admin')
        .map(async ({ remote, exposed, screen }) => {
          const manifestUrl = new URL(registry[remote], request.url)
          const screensUrl = new URL(SCREENS_FILE, manifestUrl).href
          const [manifest, screens] = await Promise.all([
            cachedManifest(manifestUrl.href, () => fetchRemoteFile(env, request, manifestUrl.href)),
            screen ? cachedManifest(screensUrl, () => fetchRemoteFile(env, request, screensUrl)) : null,
          ])
          const screenFiles = screenFilesOf(screens, screen)
          const byLanguage = { ...NONE }
          for (const language of UI_LANGUAGES) {
            const files = remotePreloads(manifest, manifestUrl, exposed, language, screenFiles)
            if (!files) {
              console.error(`${remote}'s manifest unreadable: its preloads skipped`)
              return null
            }
            byLanguage[language] = files.map((file) => ({ ...file, remote }))
          }
          return { remote, manifestUrl, byLanguage }
        }),
    )
    const readable = remotes.filter((remote) => remote !== null)
    if (readable.length === 0) return NONE
    const fetched: PreloadLink[] = [
      { href: '/remotes.json', rel: 'preload', as: 'fetch', crossorigin: true },
      ...readable.map(
        ({ remote, manifestUrl }): PreloadLink => ({
          href: manifestUrl.href,
          rel: 'preload',
          as: 'fetch',
          crossorigin: true,
          remote,
        }),
      ),
    ]
    const byLanguage = { ...NONE }
    for (const language of UI_LANGUAGES) {
      byLanguage[language] = [...fetched, ...readable.flatMap((remote) => remote.byLanguage[language])].map(
        (link) => ({ ...link, href: sameOriginPath(link.href, request.url) }),
      )
    }
    return byLanguage
  } catch (error) {
    console.error('page preloads skipped', error)
    return NONE
  }
}

/**
 * The preloads of the page at the request's path, from the shell's route table: on a storefront page (a shop page,
 * the cart, the categories, a path no page takes) the storefront's routes between its header and footer; on the
 * account's screens its files and the storefront's header and footer; each with the page's screen; none on the
 * admin's (no remote file is read for it).
 */
export async function pagePreloads(env: Bindings, request: Request): Promise<PreloadsByLanguage> {
  const target = routeTarget(new URL(request.url).pathname)
  if (target.area === 'admin') return NONE
  return remotePagePreloads(env, request, pageModules(target))
}

/**
 * Whether the shell's page at `pathname` calls the API as it opens: the cart asks the server for its totals. An empty
 * cart does not, but a shopper who opens the cart has usually filled it, and the worker cannot tell the two apart.
 */
function opensWithCall(pathname: string): boolean {
  return matchesRoute('/cart', pathname)
}

/**
 * The preloads of a page the shell's HTML answers (not a shop page), in the language it is shown in; the API
 * transport only on the cart (the account brings its own, the storefront's header and footer call nothing).
 */
export async function shellPagePreloads(
  env: Bindings,
  request: Request,
  language: Language,
): Promise<PreloadLink[]> {
  const callsApi = opensWithCall(new URL(request.url).pathname)
  return (await pagePreloads(env, request))[uiLanguageOf(language)].filter(
    (link) => !link.forFirstCall || callsApi,
  )
}

/** A same-origin URL as a path, so the HTML reads the same behind any host name. */
function sameOriginPath(href: string, pageUrl: string): string {
  const url = new URL(href, pageUrl)
  return url.origin === new URL(pageUrl).origin ? url.pathname + url.search : url.href
}

export function renderPreloadLinks(links: readonly PreloadLink[]): string {
  return links
    .map((link) => {
      const as = link.as ? ` as="${link.as}"` : ''
      const cors = link.crossorigin ? ' crossorigin' : ''
      const priority = link.fetchpriority ? ` fetchpriority="${link.fetchpriority}"` : ''
      const sources = link.imagesrcset
        ? ` imagesrcset="${escapeHtml(link.imagesrcset)}" imagesizes="${escapeHtml(link.imagesizes ?? '')}"`
        : ''
      const media = link.media ? ` media="${escapeHtml(link.media)}"` : ''
      const remote = link.remote ? ` ${PRELOADED_BY_ATTRIBUTE}="${link.remote}"` : ''
      return `<link rel="${link.rel}" href="${escapeHtml(link.href)}"${as}${sources}${media}${cors}${priority}${remote}>`
    })
    .join('')
}
