/** Where product videos are embedded from (see the storefront's video-source rule). */
const VIDEO_FRAMES = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com']
/** On a developer's machine the shell may load a remote from another local port (the loopback-only override). */
const LOOPBACK_SOURCES = ['http://localhost:*', 'http://127.0.0.1:*']

export interface PolicySources {
  /** Origins the remote registry points at, other than this site's own. */
  remoteOrigins: readonly string[]
  /** The page is served from a loopback host, where development overrides are allowed. */
  loopback: boolean
}

/**
 * The shop's Content-Security-Policy for HTML pages. Scripts, styles and API calls come from this origin and the
 * registered remotes' origins only, with no inline script. Styles allow inline because the toast library and the
 * theme write style elements at run time; images and video may come from any https address because admins paste
 * product and page images by address.
 */
export function contentSecurityPolicy({ remoteOrigins, loopback }: PolicySources): string {
  const code = ["'self'", ...remoteOrigins, ...(loopback ? LOOPBACK_SOURCES : [])].join(' ')
  return [
    "default-src 'self'",
    `script-src ${code}`,
    `style-src ${code} 'unsafe-inline'`,
    `connect-src ${code}`,
    `font-src ${code} data:`,
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob: https:",
    `frame-src ${VIDEO_FRAMES.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/** API, media and other non-HTML answers never load anything and are never framed. */
export const NON_DOCUMENT_POLICY = "default-src 'none'; frame-ancestors 'none'"
