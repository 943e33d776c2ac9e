/**
 * The rules of a deployed remote build, shared by the deploy script (which hashes a built dist) and the worker (which
 * stores, publishes and serves it): one place decides which files a build may hold and what its id is.
 */

/** The file every remote build must hold: the shell loads the remote through it. */
export const BUILD_MANIFEST = 'mf-manifest.json'

/** A build id: the first 32 hex digits of the SHA-256 of the build's file list (`buildIdOf`). */
export const BUILD_ID_PATTERN = /^[0-9a-f]{32}$/

/** A file's SHA-256, as lowercase hex. */
export const SHA256_PATTERN = /^[0-9a-f]{64}$/

export const MAX_BUILD_PATH_LENGTH = 200
export const MAX_BUILD_FILES = 2000
/** The largest single file of a build (a source map of a big chunk stays well under it). */
export const MAX_BUILD_FILE_BYTES = 25 * 1024 * 1024

/**
 * What a build may contain, by extension, and the type each is served with. No HTML: a build is loaded by the shell,
 * and a page of the deployer's on the shop's own origin is not something a remote needs.
 */
export const BUILD_CONTENT_TYPES: Readonly<Record<string, string>> = {
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  map: 'application/json; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
  woff: 'font/woff',
  woff2: 'font/woff2',
  ttf: 'font/ttf',
}

/** Segments of letters, digits, `.`, `_` and `-`, none empty or starting with a dot (so no `..`, no hidden files). */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/

/** The type a build file is served with, or null when its extension is not one a build may hold. */
export function buildContentType(path: string): string | null {
  const dot = path.lastIndexOf('.')
  if (dot < 0) return null
  return BUILD_CONTENT_TYPES[path.slice(dot + 1).toLowerCase()] ?? null
}

/** Whether `path` may name a file of a build: a relative path of safe segments with an allowed extension. */
export function isBuildFilePath(path: string): boolean {
  if (path.length === 0 || path.length > MAX_BUILD_PATH_LENGTH) return false
  if (!path.split('/').every((segment) => SEGMENT.test(segment))) return false
  return buildContentType(path) !== null
}

export interface BuildFile {
  path: string
  sha256: string
}

const hex = (bytes: ArrayBuffer) =>
  Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('')

export async function sha256Hex(data: BufferSource | string): Promise<string> {
  const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data
  return hex(await crypto.subtle.digest('SHA-256', bytes))
}

/**
 * A build's id from its files alone: the SHA-256 of one `path<TAB>sha256` line per file, sorted by path. The same
 * files always give the same id and any changed byte a new one, so a stored build never changes under its address.
 */
export async function buildIdOf(files: readonly BuildFile[]): Promise<string> {
  const lines = files
    .map((file) => `${file.path}\t${file.sha256}\n`)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  return (await sha256Hex(lines.join(''))).slice(0, 32)
}

/** Where a build's file lives, as the R2 key and (with a leading slash) the site's address. */
export const buildFileKey = (remote: string, buildId: string, path: string) =>
  `remote-builds/${remote}/${buildId}/${path}`

/** A build's manifest address on the site, what `/remotes.json` answers for a remote whose build is live. */
export const buildManifestAddress = (remote: string, buildId: string) =>
  `/${buildFileKey(remote, buildId, BUILD_MANIFEST)}`
