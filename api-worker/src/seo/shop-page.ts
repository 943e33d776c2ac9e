import type { Bindings } from '../env'
import { clientOf } from '../lib/database'
import { rewriteShellHtml } from './page-head'
import { resolvePageHead } from './page-heads'
import type { ShopPage } from './page-route'

/**
 * A shop page: the shell's index.html with the page's title, description, canonical, Open Graph and JSON-LD read
 * from D1, and 404 for a product, category or content page that does not exist (the storefront still renders its
 * not-found screen from the same HTML).
 */
export async function serveShopPage(request: Request, env: Bindings, page: ShopPage): Promise<Response> {
  const url = new URL(request.url)
  // The shell itself, asked without the visitor's validators (the answer is a new document every time), read while
  // D1 answers.
  const [shell, { head, status }] = await Promise.all([
    env.ASSETS.fetch(new Request(new URL('/', url))),
    resolvePageHead(clientOf(env.DB), page, url.origin),
  ])
  if (!shell.ok || !shell.headers.get('Content-Type')?.startsWith('text/html')) return shell
  return rewriteShellHtml(shell, head, status, request.method)
}
