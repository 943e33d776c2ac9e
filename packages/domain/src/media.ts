/**
 * Turns a stored media path into an address the browser can load (storefront.md §7): absolute http(s) paths are
 * kept, a trailing /api is removed from the base, duplicate slashes are removed at the join, empty gives ''.
 */
export function resolveMediaUrl(path: string | null | undefined, apiBase = ''): string {
  if (!path) return ''
  if (/^https?:\/\//i.test(path)) return path
  const base = apiBase.replace(/\/+$/, '').replace(/\/api$/, '')
  return `${base}/${path.replace(/^\/+/, '')}`
}
