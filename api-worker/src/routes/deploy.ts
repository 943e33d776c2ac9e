import { buildContentType, MAX_BUILD_FILE_BYTES } from '@shop/domain/remote-build'
import { HTTPException } from 'hono/http-exception'
import { deployRoutes } from '../access/policy'
import { bumpCacheGeneration } from '../cache/generation'
import { storeBuildFile } from '../deploy/build-store'
import { publishRelease } from '../deploy/publish'
import { releaseHistory, rollBackRelease } from '../deploy/release-queries'
import { buildFileHeaders, buildFileParams, releaseBody, remoteParams } from '../deploy/schemas'
import { badRequest, conflict } from '../lib/errors'
import { message } from '../lib/messages'
import { ok } from '../lib/response'
import { validate } from '../lib/validate'
import { remoteRegistry } from '../remotes/registry'

const MAX_MB = MAX_BUILD_FILE_BYTES / (1024 * 1024)
const tooLarge = () => new HTTPException(413, { message: message('deploy.file_too_large', { max: MAX_MB }) })

/**
 * Deploying one remote on its own (docs/decisions.md), for the deploy token only: upload the files of a
 * content-hashed build to R2, publish the build (moving the remote's pointer in `/remotes.json`), roll it back, and
 * read the history. scripts/deploy/ drives it.
 */
export const deploy = deployRoutes()
  .put(
    '/:remote/builds/:buildId/files/:path{.+}',
    validate('param', buildFileParams),
    validate('header', buildFileHeaders),
    async (c) => {
      const { remote, buildId, path } = c.req.valid('param')
      const sha256 = c.req.valid('header')['x-content-sha256']
      const declared = Number(c.req.header('Content-Length') ?? Number.NaN)
      if (Number.isFinite(declared) && declared > MAX_BUILD_FILE_BYTES) throw tooLarge()
      const body = await c.req.arrayBuffer()
      if (body.byteLength > MAX_BUILD_FILE_BYTES) throw tooLarge()
      // The type is the extension's, never the client's: a build cannot make the shop serve it something else.
      const contentType = buildContentType(path) ?? 'application/octet-stream'
      const outcome = await storeBuildFile(c.env.MEDIA, { remote, buildId, path, body, sha256, contentType })
      if (outcome === 'checksum_mismatch') throw badRequest(message('deploy.checksum_mismatch'))
      if (outcome === 'conflict') throw conflict(message('deploy.file_exists'))
      const file = { path, sha256, size: body.byteLength, stored: outcome === 'stored' }
      return ok(c, file, undefined, outcome === 'stored' ? 201 : 200)
    },
  )
  .post('/:remote/releases', validate('param', remoteParams), validate('json', releaseBody), async (c) => {
    const { remote } = c.req.valid('param')
    const release = await publishRelease(c.var.db, c.env.MEDIA, remote, c.req.valid('json'))
    // The pages and /remotes.json read the pointer once per generation (remotes/registry.ts, visitorRegistry).
    if (release.moved) await bumpCacheGeneration(c.var.db)
    return ok(c, release, undefined, release.moved ? 201 : 200)
  })
  .post('/:remote/rollback', validate('param', remoteParams), async (c) => {
    const { remote } = c.req.valid('param')
    const rolledBack = await rollBackRelease(c.var.db, remote)
    if (!rolledBack) throw conflict(message('deploy.nothing_to_roll_back'))
    await bumpCacheGeneration(c.var.db)
    const manifest = (await remoteRegistry(c.env))[remote]
    return ok(c, { remote, rolledBack, manifest })
  })
  .get('/:remote/releases', validate('param', remoteParams), async (c) => {
    const { remote } = c.req.valid('param')
    const [releases, registry] = await Promise.all([releaseHistory(c.var.db, remote), remoteRegistry(c.env)])
    return ok(c, { remote, manifest: registry[remote], releases })
  })
