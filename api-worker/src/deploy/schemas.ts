import {
  BUILD_ID_PATTERN,
  BUILD_MANIFEST,
  isBuildFilePath,
  MAX_BUILD_FILES,
  SHA256_PATTERN,
} from '@shop/domain/remote-build'
import { z } from 'zod'
import { REMOTE_NAMES } from '../remotes/registry'

const remote = z.enum(REMOTE_NAMES, 'deploy.remote_invalid')
const buildId = z.string().regex(BUILD_ID_PATTERN, 'deploy.build_id_invalid')
const sha256 = z.string().regex(SHA256_PATTERN, 'deploy.sha256_invalid')
const path = z.string().refine(isBuildFilePath, 'deploy.path_invalid')

export const remoteParams = z.object({ remote })

export const buildFileParams = z.object({ remote, buildId, path })

/** The digest of an uploaded file, computed by the deployer and checked by R2 against the body. */
export const buildFileHeaders = z.object({ 'x-content-sha256': sha256 })

/**
 * A build to publish: its id and every file it holds. `live: false` stores a preview that does not move the pointer.
 * Whether the id is the list's digest is checked by the handler (it hashes).
 */
export const releaseBody = z
  .object({
    buildId,
    files: z
      .array(z.object({ path, sha256 }).strict())
      .min(1, 'deploy.files_required')
      .max(MAX_BUILD_FILES, 'deploy.files_too_many'),
    live: z.boolean().default(true),
  })
  .strict()
  .superRefine((value, context) => {
    const seen = new Set<string>()
    value.files.forEach((file, index) => {
      if (seen.has(file.path))
        context.addIssue({ code: 'custom', path: ['files', index, 'path'], message: 'deploy.duplicate_path' })
      seen.add(file.path)
    })
    if (!seen.has(BUILD_MANIFEST))
      context.addIssue({ code: 'custom', path: ['files'], message: 'deploy.manifest_missing' })
  })

export type ReleaseBody = z.infer<typeof releaseBody>
