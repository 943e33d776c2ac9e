/**
 * How long an isolate keeps the shell's index.html. A deploy uploads the shell with the worker and starts new
 * isolates, so in production it never changes under one; the TTL covers a front-end rebuild under `wrangler dev`.
 */
export const SHELL_TTL_MS = 10_000

interface KeptShell {
  body: string
  status: number
  headers: [string, string][]
}

interface Entry {
  expires: number
  shell: Promise<KeptShell | null>
}

// By asset store: a test may hand the worker a store of its own.
const kept = new WeakMap<Fetcher, Entry>()

/**
 * The shell's HTML, which every shop page is written from, read from the asset store once per SHELL_TTL_MS in an
 * isolate: asking the store for it was the largest part of a page's own work (on `wrangler dev` at 10,000 products, a
 * product page 252 → 416 req/s without it). Anything but an HTML answer is not kept: the store is asked again.
 */
export async function shellHtml(assets: Fetcher, origin: string, now = Date.now()): Promise<Response> {
  let entry = kept.get(assets)
  if (!entry || entry.expires <= now) {
    const fresh: Entry = { expires: now + SHELL_TTL_MS, shell: readShell(assets, origin) }
    kept.set(assets, fresh)
    entry = fresh
  }
  const shell = await entry.shell
  if (!shell) {
    if (kept.get(assets) === entry) kept.delete(assets)
    return assets.fetch(new Request(new URL('/', origin)))
  }
  return new Response(shell.body, { status: shell.status, headers: shell.headers })
}

async function readShell(assets: Fetcher, origin: string): Promise<KeptShell | null> {
  const response = await assets.fetch(new Request(new URL('/', origin)))
  if (!response.ok || !response.headers.get('Content-Type')?.startsWith('text/html')) {
    await response.body?.cancel()
    return null
  }
  return { body: await response.text(), status: response.status, headers: [...response.headers] }
}
