import { uiLanguageOf } from '@shop/domain'
import type { Bindings } from '../env'
import { pageApiReader } from './api-reader'
import { firstScreenCallsApi, readBootData } from './boot-data'
import { leadingImagePreloads } from './lcp-preload'
import { rewriteShellHtml } from './page-head'
import { resolvePageHead } from './page-heads'
import { pagePreloads, renderPreloadLinks } from './page-preloads'
import type { ShopPage } from './page-route'
import { shellHtml } from './shell-html'
import { pageSettings } from './site-settings'
import { visitorLanguage } from './visitor-language'

/**
 * A shop page: the shell's index.html with the page's title, description, canonical, Open Graph and JSON-LD (from the
 * settings and the page's edge-cached API answer, page-heads.ts), `<html lang>` and the catalogues in the visitor's
 * language, preload links for the storefront files it will load, and the first screen's API answers inlined, so the
 * browser asks for everything in one round trip after the HTML and renders without calling the API. 404 for a
 * product, category or content page that does not exist (the storefront still renders its not-found screen from the
 * same HTML).
 */
export async function serveShopPage(
  request: Request,
  env: Bindings,
  page: ShopPage,
  ctx: ExecutionContext,
): Promise<Response> {
  const url = new URL(request.url)
  const readsBody = request.method !== 'HEAD'
  // The shell (shell-html.ts, never with the visitor's validators: the answer is a new document every time), the
  // head and the first screen's data together; the head and the first screen read the same API answers once.
  const language = pageSettings(env).then((settings) => visitorLanguage(request, settings))
  // A failed settings read fails the head, which says so; the reads it would have started answer status 0.
  language.catch(() => undefined)
  const reader = pageApiReader(request, env, ctx, language)
  const [shell, { head, status }, preloads, boot] = await Promise.all([
    shellHtml(env.ASSETS, url.origin),
    resolvePageHead(env, reader, page, url.origin, request),
    readsBody ? pagePreloads(env, request) : null,
    readsBody ? readBootData(page, request.url, reader) : { queries: [] },
  ])
  if (!shell.ok || !shell.headers.get('Content-Type')?.startsWith('text/html')) return shell
  // The storefront's API transport only where its first screen calls the API as it opens.
  const callsApi = firstScreenCallsApi(page, request.url)
  const code = (preloads?.[uiLanguageOf(head.lang)] ?? []).filter((link) => callsApi || !link.forFirstCall)
  return rewriteShellHtml(shell, head, status, request.method, {
    // The pictures first: the page's first screen paints them before any script runs, and one is the largest paint.
    // Then the storefront's files in the page's language (its catalogue chunk among them).
    preloads: renderPreloadLinks([...leadingImagePreloads(page, boot), ...code]),
    boot,
    page,
  })
}
