/** Where the login screen lives and the query parameter that remembers the intended location. */
export const LOGIN_PATH = '/login'
export const REDIRECT_PARAM = 'redirect'

/** `/login?redirect=%2Forders%3Fpage%3D2`: login returns there on success. */
export function loginPathFor(from: string): string {
  return from && from !== '/' && isSafeRedirect(from)
    ? `${LOGIN_PATH}?${REDIRECT_PARAM}=${encodeURIComponent(from)}`
    : LOGIN_PATH
}

/** Only same-site paths are followed after login (never `//evil.example` or `https://…`). */
export function isSafeRedirect(target: string | null | undefined): target is string {
  return (
    typeof target === 'string' && target.startsWith('/') && !target.startsWith('//') && !target.includes('\\')
  )
}

/** The page to open after a successful login: the remembered location if safe, otherwise home. */
export function redirectTargetFrom(search: string): string {
  const target = new URLSearchParams(search).get(REDIRECT_PARAM)
  return isSafeRedirect(target) ? target : '/'
}
