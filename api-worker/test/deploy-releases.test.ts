import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import {
  deployBuild,
  deployHeaders,
  forgetReleases,
  publish,
  registry,
  rollback,
  site,
  testBuild,
  uploadFile,
} from './helpers/deploy'

const BUILT = {
  storefront: '/remotes/storefront/mf-manifest.json',
  account: '/remotes/account/mf-manifest.json',
  admin: '/remotes/admin/mf-manifest.json',
}
const manifestOf = (buildId: string) => `/remote-builds/storefront/${buildId}/mf-manifest.json`

beforeEach(forgetReleases)
afterAll(forgetReleases)

describe('deploy, publish and roll back one remote', () => {
  it('moves only that remote in /remotes.json, then a second deploy moves it again', async () => {
    const v1 = await testBuild('v1')
    const first = await deployBuild('storefront', v1)
    expect(first.data).toMatchObject({ manifest: manifestOf(v1.buildId), moved: true })
    expect(await registry()).toEqual({ ...BUILT, storefront: manifestOf(v1.buildId) })

    const v2 = await testBuild('v2')
    await deployBuild('storefront', v2)
    expect(await registry()).toEqual({ ...BUILT, storefront: manifestOf(v2.buildId) })
  })

  it('rolls back to the previous build, then to the built layout when none is left', async () => {
    const v1 = await testBuild('v1')
    const v2 = await testBuild('v2')
    await deployBuild('storefront', v1)
    await deployBuild('storefront', v2)

    const back = await rollback('storefront')
    expect(back.status).toBe(200)
    expect((await back.json<{ data: { manifest: string } }>()).data.manifest).toBe(manifestOf(v1.buildId))
    expect((await registry()).storefront).toBe(manifestOf(v1.buildId))

    expect((await rollback('storefront')).status).toBe(200)
    expect(await registry()).toEqual(BUILT)

    const nothing = await rollback('storefront')
    expect(nothing.status).toBe(409)
    expect(await nothing.json()).toEqual({ success: false, message: expect.any(String) })
  })

  it('does not stack a build that is already live, and redeploys one that was rolled back', async () => {
    const v1 = await testBuild('v1')
    const v2 = await testBuild('v2')
    await deployBuild('storefront', v1)
    expect((await deployBuild('storefront', v1)).data.moved).toBe(false)
    await deployBuild('storefront', v2)
    await rollback('storefront')
    await deployBuild('storefront', v2)
    expect((await registry()).storefront).toBe(manifestOf(v2.buildId))
    // v1 was published once: one rollback from v2 reaches it, the next the built layout.
    await rollback('storefront')
    expect((await registry()).storefront).toBe(manifestOf(v1.buildId))
  })

  it("points the shop page's preloads at the live build, read from R2", async () => {
    const manifest = await (await site('/remotes/storefront/mf-manifest.json')).text()
    const build = await testBuild('preloaded', { 'mf-manifest.json': manifest })
    await deployBuild('storefront', build)
    const html = await (await site('/')).text()
    const base = `/remote-builds/storefront/${build.buildId}/`
    expect(html).toContain(
      `<link rel="preload" href="${base}mf-manifest.json" as="fetch" crossorigin data-remote="storefront">`,
    )
    const entry = (JSON.parse(manifest) as { metaData: { remoteEntry: { name: string } } }).metaData
      .remoteEntry
    expect(html).toContain(`<link rel="preload" href="${base}${entry.name}" as="script"`)
  })

  it('stores a preview without moving the pointer', async () => {
    const live = await testBuild('live')
    const preview = await testBuild('preview')
    await deployBuild('storefront', live)
    const answer = await deployBuild('storefront', preview, false)
    expect(answer.data).toMatchObject({ manifest: manifestOf(preview.buildId), moved: false })
    expect((await registry()).storefront).toBe(manifestOf(live.buildId))
    expect((await site(manifestOf(preview.buildId))).status).toBe(200)
  })

  it('lists the history newest first, with the live manifest', async () => {
    const v1 = await testBuild('v1')
    const v2 = await testBuild('v2')
    await deployBuild('storefront', v1)
    await deployBuild('storefront', v2)
    await rollback('storefront')
    const res = await site('/api/deploy/storefront/releases', { headers: deployHeaders() })
    const { data } = await res.json<{
      data: { manifest: string; releases: { buildId: string; rolledBackAt: string | null }[] }
    }>()
    expect(data.manifest).toBe(manifestOf(v1.buildId))
    expect(data.releases.map((release) => [release.buildId, release.rolledBackAt !== null])).toEqual([
      [v2.buildId, true],
      [v1.buildId, false],
    ])
  })
})

describe('a publish that does not hold', () => {
  it('changes nothing when a listed file was never uploaded', async () => {
    const build = await testBuild('partial', { 'static/css/late.css': 'a{}' })
    for (const file of build.files.filter((file) => file.path !== 'static/css/late.css')) {
      expect((await uploadFile('storefront', build.buildId, file)).status).toBe(201)
    }
    const files = build.files.map(({ path, sha256 }) => ({ path, sha256 }))
    const res = await publish('storefront', { buildId: build.buildId, files })
    expect(res.status).toBe(409)
    const body = await res.json<{ errors: { field: string; message: string }[] }>()
    expect(body.errors[0]?.field).toBe('files')
    expect(body.errors[0]?.message).toContain('static/css/late.css')
    expect(await registry()).toEqual(BUILT)
  })

  it('refuses an id that is not the digest of the file list', async () => {
    const build = await testBuild('honest')
    await deployBuild('storefront', build)
    const other = await testBuild('other')
    const files = other.files.map(({ path, sha256 }) => ({ path, sha256 }))
    const res = await publish('storefront', { buildId: build.buildId, files })
    expect(res.status).toBe(400)
    expect((await registry()).storefront).toBe(manifestOf(build.buildId))
  })

  it('refuses a build without a manifest, a repeated path and an unknown remote', async () => {
    const build = await testBuild('x')
    const files = build.files.map(({ path, sha256 }) => ({ path, sha256 }))
    const noManifest = files.filter((file) => file.path !== 'mf-manifest.json')
    expect((await publish('storefront', { buildId: build.buildId, files: noManifest })).status).toBe(400)
    const twice = [...files, files[1]]
    expect((await publish('storefront', { buildId: build.buildId, files: twice })).status).toBe(400)
    expect((await publish('shell', { buildId: build.buildId, files })).status).toBe(400)
    expect(await registry()).toEqual(BUILT)
  })
})
