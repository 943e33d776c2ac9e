/** Whether the request's If-None-Match names `etag` (weak or strong, or `*`). */
export function etagMatches(request: Request, etag: string | null): boolean {
  const header = request.headers.get('If-None-Match')
  if (!header || !etag) return false
  const bare = etag.replace(/^W\//, '')
  return header.split(',').some((tag) => {
    const candidate = tag.trim()
    return candidate === '*' || candidate.replace(/^W\//, '') === bare
  })
}
