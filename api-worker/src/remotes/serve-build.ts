import { BUILD_ID_PATTERN, buildFileKey, isBuildFilePath } from '@shop/domain/remote-build'
import type { Bindings } from '../env'
import { serveStoredObject } from '../media'
import { isRemoteName } from './registry'

const PREFIX = '/remote-builds/'

/**
 * The R2 key of `/remote-builds/<remote>/<buildId>/<path>`, or null for an address no deployed file can have: the
 * raw path is checked (no decoding), so an escaped `..` or slash is just an invalid name.
 */
export function remoteBuildKey(pathname: string): string | null {
  if (!pathname.startsWith(PREFIX)) return null
  const [remote = '', buildId = '', ...rest] = pathname.slice(PREFIX.length).split('/')
  const path = rest.join('/')
  if (!isRemoteName(remote) || !BUILD_ID_PATTERN.test(buildId) || !isBuildFilePath(path)) return null
  return buildFileKey(remote, buildId, path)
}

/**
 * A file of a deployed remote build, from R2. A build's address is its content hash (deploy/), so every file is
 * cached for a year as immutable, with its ETag; invalid addresses answer 404 without reaching R2.
 */
export function serveRemoteBuild(request: Request, env: Bindings): Promise<Response> {
  return serveStoredObject(request, env.MEDIA, remoteBuildKey(new URL(request.url).pathname))
}

/** The same, for the worker's own reads of remote files (seo/remote-file.ts); null for any other path. */
export function remoteBuildServer(request: Request, env: Bindings): Promise<Response> | null {
  return new URL(request.url).pathname.startsWith(PREFIX) ? serveRemoteBuild(request, env) : null
}
