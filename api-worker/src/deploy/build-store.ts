import type { R2ListOptions, R2Object } from '@cloudflare/workers-types/index.ts'
import { type BuildFile, buildFileKey } from '@shop/domain/remote-build'
import type { R2Bucket } from '../env'

/** The file's SHA-256 as R2 verified it on upload, kept where a listing can read it back. */
const SHA256_METADATA = 'sha256'

export type StoreOutcome = 'stored' | 'unchanged' | 'conflict' | 'checksum_mismatch'

export interface BuildUpload {
  remote: string
  buildId: string
  path: string
  body: ArrayBuffer
  sha256: string
  contentType: string
}

/**
 * Stores one file of a build, never over another: R2 checks the body against the SHA-256 the deployer computed, and
 * the write only creates (a condition no existing object passes). The same content again is 'unchanged'; other
 * content at a stored key is a 'conflict', as a build's address must keep naming the same bytes.
 */
export async function storeBuildFile(bucket: R2Bucket, upload: BuildUpload): Promise<StoreOutcome> {
  const key = buildFileKey(upload.remote, upload.buildId, upload.path)
  let created: R2Object | null
  try {
    created = await bucket.put(key, upload.body, {
      sha256: upload.sha256,
      onlyIf: { etagDoesNotMatch: '*' },
      httpMetadata: { contentType: upload.contentType },
      customMetadata: { [SHA256_METADATA]: upload.sha256 },
    })
  } catch (error) {
    if (isDigestMismatch(error)) return 'checksum_mismatch'
    throw error
  }
  if (created) return 'stored'
  const existing = await bucket.head(key)
  return existing?.customMetadata?.[SHA256_METADATA] === upload.sha256 ? 'unchanged' : 'conflict'
}

/** R2 refuses a body whose digest is not the one given (error 10037, BadDigest). */
function isDigestMismatch(error: unknown): boolean {
  return error instanceof Error && /\(10037\)|checksum you specified did not match/i.test(error.message)
}

/**
 * The files of `files` that the build does not hold as listed: absent, or stored with another SHA-256. A listing
 * (1000 keys a call) rather than a read per file, so a big build costs a few calls.
 */
export async function filesNotStored(
  bucket: R2Bucket,
  remote: string,
  buildId: string,
  files: readonly BuildFile[],
): Promise<BuildFile[]> {
  const prefix = buildFileKey(remote, buildId, '')
  const stored = new Map<string, string | undefined>()
  let cursor: string | undefined
  do {
    // `include` is honoured at this compatibility date; the type set env.ts compiles against predates it.
    const page = await bucket.list({ prefix, cursor, include: ['customMetadata'] } as R2ListOptions)
    for (const object of page.objects) {
      stored.set(object.key.slice(prefix.length), object.customMetadata?.[SHA256_METADATA])
    }
    cursor = page.truncated ? page.cursor : undefined
  } while (cursor)
  return files.filter((file) => stored.get(file.path) !== file.sha256)
}
