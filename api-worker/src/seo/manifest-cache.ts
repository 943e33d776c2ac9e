/**
 * Parsed remote manifests per isolate, by URL. A release's manifest URL names its build, so its content never
 * changes; a fixed URL such as the built `/remotes/<name>/mf-manifest.json` only changes with a deploy, which starts
 * new isolates. The short TTL covers what is left (a remote on another origin republished in place, a local rebuild
 * under `wrangler dev`) at the price of one manifest read per minute; a failed read is retried sooner.
 */
const TTL_MS = 60_000
const FAILURE_TTL_MS = 10_000
const MAX_ENTRIES = 32

interface Entry {
  expires: number
  value: Promise<unknown>
}

const entries = new Map<string, Entry>()

/**
 * The manifest at `url` as JSON, read through `load` at most once per TTL (concurrent pages share one read), or null
 * when it could not be read: missing, not JSON, or the asset store's SPA fallback answering HTML.
 */
export function cachedManifest(
  url: string,
  load: () => Promise<Response>,
  now = Date.now(),
): Promise<unknown> {
  const cached = entries.get(url)
  if (cached && cached.expires > now) return cached.value
  const entry: Entry = { expires: now + TTL_MS, value: Promise.resolve(null) }
  entry.value = readJson(load).then((json) => {
    if (json === null) entry.expires = Date.now() + FAILURE_TTL_MS
    return json
  })
  entries.delete(url)
  entries.set(url, entry)
  if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string)
  return entry.value
}

async function readJson(load: () => Promise<Response>): Promise<unknown> {
  try {
    const response = await load()
    const type = response.headers.get('Content-Type') ?? ''
    if (!response.ok || type.includes('text/html')) {
      await response.body?.cancel()
      return null
    }
    return await response.json()
  } catch {
    return null
  }
}

/** Forgets every manifest (tests). */
export function clearManifestCache(): void {
  entries.clear()
}
