import { buildIdOf, buildManifestAddress } from '@shop/domain/remote-build'
import type { Db, R2Bucket } from '../env'
import { fieldFailure } from '../lib/errors'
import { message } from '../lib/messages'
import type { RemoteName } from '../remotes/registry'
import { filesNotStored } from './build-store'
import { type Release, recordRelease } from './release-queries'
import type { ReleaseBody } from './schemas'

export interface Published {
  remote: RemoteName
  buildId: string
  /** Where the build's manifest is served; with `live` false, the address a preview override loads. */
  manifest: string
  live: boolean
  /** Whether the remote's pointer moved (false: a preview, or the build was already live). */
  moved: boolean
  release: Release | null
}

/**
 * Publishes a build whose files are all stored: its id must be the digest of its file list (so the id is the content
 * hash), and every listed file must be in R2 with that digest. Nothing is recorded unless all of that holds.
 */
export async function publishRelease(
  db: Db,
  bucket: R2Bucket,
  remote: RemoteName,
  { buildId, files, live }: ReleaseBody,
): Promise<Published> {
  if ((await buildIdOf(files)) !== buildId) {
    throw fieldFailure(400, 'buildId', message('deploy.build_id_mismatch'))
  }
  const [missing] = await filesNotStored(bucket, remote, buildId, files)
  if (missing) throw fieldFailure(409, 'files', message('deploy.file_missing', { path: missing.path }))
  const release = await recordRelease(db, remote, buildId, live)
  const manifest = buildManifestAddress(remote, buildId)
  return { remote, buildId, manifest, live, moved: live && release !== null, release }
}
