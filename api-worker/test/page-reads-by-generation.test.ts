import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import worker from '../src/index'
import { insertCategory, insertProduct } from './helpers/catalogue'
import { deployHeaders, forgetReleases, testBuild } from './helpers/deploy'
import { adminToken } from './helpers/staff'

/** The suite runs with the visitor cache off (tests write straight to D1); these requests switch it on. */
const cachedEnv = { ...env, EDGE_CACHE: 'on' }

async function visit(path: string, init: RequestInit<IncomingRequestCfProperties> = {}) {
  const ctx = createExecutionContext()
  const response = await worker.fetch(
    new Request<unknown, IncomingRequestCfProperties>(`https://shop.test${path}`, init),
    cachedEnv,
    ctx,
  )
  await waitOnExecutionContext(ctx)
  return response
}

const titleOf = async (path: string) =>
  (await (await visit(path)).text()).match(/<title>([^<]*)<\/title>/)?.[1]

let admin: string
beforeAll(async () => {
  admin = await adminToken()
})

function putSiteName(name: string) {
  return visit('/api/settings', {
    method: 'PUT',
    headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
    body: JSON.stringify({ siteName: { tr: name, en: name } }),
  })
}

/** What no route does: the stored name changed behind the visitor cache's back. */
async function storeSiteNameQuietly(name: string) {
  await env.DB.prepare(`UPDATE settings SET value = ?1 WHERE "group" = 'siteName'`)
    .bind(JSON.stringify({ tr: name, en: name }))
    .run()
}

describe('site-wide reads of the pages the worker writes', () => {
  it('reads the settings once per visitor-cache generation: a staff write shows on the next page', async () => {
    expect((await putSiteName('Birinci Depo')).status).toBe(200)
    expect(await titleOf('/products')).toContain('Birinci Depo')
    await storeSiteNameQuietly('Gizli Depo')
    expect(await titleOf('/products')).toContain('Birinci Depo')
    expect(await titleOf('/')).not.toContain('Gizli Depo')
    expect((await putSiteName('İkinci Depo')).status).toBe(200)
    expect(await titleOf('/products')).toContain('İkinci Depo')
  })

  it("writes a product's and a category's head from the edge-cached answers their first screen reads", async () => {
    const categoryId = await insertCategory(env.DB, {
      slug: 'onbellek-kategori',
      name: 'Önbellek Kategorisi',
    })
    const productId = await insertProduct(env.DB, {
      sku: 'GEN-HEAD',
      name: 'Önbellekli Ürün',
      price: 100,
      categoryId,
    })
    expect(await titleOf('/products/gen-head')).toContain('Önbellekli Ürün')
    expect(await titleOf('/category/onbellek-kategori')).toContain('Önbellek Kategorisi')
    const quietly = (table: string, id: string) =>
      env.DB.prepare(`UPDATE ${table} SET name = ?1 WHERE id = ?2`)
        .bind(JSON.stringify({ tr: 'Sessiz Ad', en: 'Quiet Name' }), id)
        .run()
    await quietly('products', productId)
    await quietly('categories', categoryId)
    // The head and the inlined first screen agree: both are the answer the edge keeps until a staff write.
    for (const path of ['/products/gen-head', '/category/onbellek-kategori']) {
      const html = await (await visit(path)).text()
      expect(html, path).not.toContain('Sessiz Ad')
      expect(html, path).toMatch(/<title>[^<]*Önbellek/)
    }
  })

  it('serves /remotes.json from the live builds once per generation, and a release moves it at once', async () => {
    await forgetReleases()
    const before = await (await visit('/remotes.json')).json<Record<string, string>>()
    const build = await testBuild('generation-memo')
    for (const file of build.files) {
      const uploaded = await visit(`/api/deploy/storefront/builds/${build.buildId}/files/${file.path}`, {
        method: 'PUT',
        headers: { ...deployHeaders(), 'X-Content-SHA256': file.sha256 },
        body: file.body,
      })
      expect(uploaded.status).toBeLessThan(300)
    }
    const released = await visit('/api/deploy/storefront/releases', {
      method: 'POST',
      headers: { ...deployHeaders(), 'Content-Type': 'application/json' },
      body: JSON.stringify({
        buildId: build.buildId,
        files: build.files.map(({ path, sha256 }) => ({ path, sha256 })),
      }),
    })
    expect(released.status).toBe(201)
    const after = await (await visit('/remotes.json')).json<Record<string, string>>()
    expect(after.storefront).not.toBe(before.storefront)
    expect(after.storefront).toContain(build.buildId)
    expect(
      (await visit('/api/deploy/storefront/rollback', { method: 'POST', headers: deployHeaders() })).status,
    ).toBe(200)
    expect((await (await visit('/remotes.json')).json<Record<string, string>>()).storefront).toBe(
      before.storefront,
    )
    await forgetReleases()
  })
})
