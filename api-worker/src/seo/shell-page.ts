import { routeTarget } from '@shop/domain/page-routes'
import type { Bindings } from '../env'
import { pageApiReader } from './api-reader'
import { readAdminBootData, readFrameBootData, renderBootScript } from './boot-data'
import { paintBootFrame } from './boot-frame'
import { inLanguage } from './catalogue-files'
import { renderPreloadLinks, shellPagePreloads } from './page-preloads'
import { placePreloads } from './preload-placement'
import { pageSettings } from './site-settings'
import { VISITOR_LANGUAGE_VARY, visitorLanguage } from './visitor-language'

/**
 * Every other page the shell's HTML answers (cart, account, admin, login: the asset store's single-page fallback),
 * written in the visitor's language like a shop page: `<html lang>`, only that language's shell catalogue preloaded
 * and, outside the admin, the remote files the page renders (`shellPagePreloads`), so the shell starts in it and
 * never downloads the other; the public settings inlined as shop pages have them, with the category tree outside the
 * admin (`readFrameBootData`, `readAdminBootData`), so the shell and the storefront's header render without asking
 * the API. The HTML itself is never cached (`no-cache`): each answer reads them through the API's generation-keyed
 * edge cache, which a staff write moves on. Anything else passes through unchanged.
 */
export async function inVisitorLanguage(
  request: Request,
  env: Bindings,
  answer: Response,
  ctx: ExecutionContext,
): Promise<Response> {
  const isPage = answer.status === 200 && answer.headers.get('Content-Type')?.startsWith('text/html')
  if (!isPage || request.method !== 'GET') return answer
  let language: ReturnType<typeof visitorLanguage>
  try {
    language = visitorLanguage(request, await pageSettings(env))
  } catch (error) {
    console.error('shell page left in its built language', error)
    return answer
  }
  const reader = pageApiReader(request, env, ctx, language)
  const inAdmin = routeTarget(new URL(request.url).pathname).area === 'admin'
  const [preloads, boot] = await Promise.all([
    shellPagePreloads(env, request, language),
    inAdmin ? readAdminBootData(reader) : readFrameBootData(reader),
  ])
  const bootScript = boot ? renderBootScript(boot) : ''
  const headers = new Headers(answer.headers)
  // The body now depends on the visitor, so the asset's validators no longer describe it.
  for (const name of ['ETag', 'Last-Modified', 'Content-Length']) headers.delete(name)
  headers.set('Cache-Control', 'no-cache')
  headers.append('Vary', VISITOR_LANGUAGE_VARY)
  const bootData = boot ?? { queries: [] }
  const painted = paintBootFrame(inLanguage(new HTMLRewriter(), language), bootData, language, {
    withShopHeader: !inAdmin,
  })
  const rewritten = placePreloads(painted, renderPreloadLinks(preloads))
    .on('body', {
      element: (element) => {
        if (bootScript) element.prepend(bootScript, { html: true })
      },
    })
    .transform(new Response(answer.body, { headers }))
  return new Response(rewritten.body, { status: answer.status, headers })
}
