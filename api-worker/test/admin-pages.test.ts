import type { PageDto } from '@shop/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import { createPage, pageAudit, pageBody, storedPageCount, uniquePageSlug } from './helpers/admin-pages'
import { call } from './helpers/api'
import { type TestUser, userWithRole } from './helpers/staff'

let admin: TestUser
let token: string

beforeAll(async () => {
  admin = await userWithRole('admin')
  token = await admin.token()
})

const post = (body: unknown, headers?: Record<string, string>) =>
  call<{ page: PageDto }>('/pages', { body, token, headers })
const put = (id: string, body: unknown, headers?: Record<string, string>) =>
  call<{ page: PageDto }>(`/pages/${id}`, { method: 'PUT', body, token, headers })

describe('POST /api/pages', () => {
  it('creates a page (201), its slug built from the Turkish title, a draft unless published', async () => {
    const title = `Teslimat Koşulları ${crypto.randomUUID().slice(0, 6)}`
    const { status, body } = await post({ title: { tr: title }, content: { tr: '<p>Bir</p>' } })
    expect(status).toBe(201)
    const page = body.data.page
    expect(page).toEqual({
      _id: expect.any(String),
      slug: expect.stringMatching(/^teslimat-kosullari-[a-z0-9-]+$/),
      title: { tr: title, en: '' },
      content: { tr: '<p>Bir</p>', en: '' },
      isPublished: false,
      updatedAt: expect.any(String),
    })
    const audit = await pageAudit(page._id)
    expect(audit).toEqual([
      {
        actorId: admin.id,
        action: 'page.create',
        entity: 'page',
        details: {
          before: {},
          after: {
            title: { tr: title, en: '' },
            slug: page.slug,
            isPublished: false,
            contentLength: { tr: '<p>Bir</p>'.length, en: 0 },
          },
        },
      },
    ])
  })

  it('sanitises the HTML before storing it', async () => {
    const page = await createPage(token, {
      content: {
        tr: '<p onclick="alert(1)">Merhaba</p><script>alert(1)</script>',
        en: '<a href="javascript:alert(1)">x</a>',
      },
    })
    expect(page.content).toEqual({ tr: '<p>Merhaba</p>', en: '<a>x</a>' })
    const { body } = await call<{ page: PageDto }>(`/pages/admin/${page._id}`, { token })
    expect(body.data.page.content).toEqual({ tr: '<p>Merhaba</p>', en: '<a>x</a>' })
  })

  it('requires the Turkish title, in the caller’s language', async () => {
    const tr = await post({ title: { tr: ' ', en: 'About' }, slug: uniquePageSlug() })
    expect(tr.status).toBe(400)
    expect(tr.body).toMatchObject({
      success: false,
      message: 'Türkçe başlık gereklidir',
      errors: [{ field: 'title.tr', message: 'Türkçe başlık gereklidir' }],
    })
    const en = await post({ title: { tr: '' }, slug: uniquePageSlug() }, { 'Accept-Language': 'en' })
    expect(en.body.errors).toEqual([{ field: 'title.tr', message: 'Turkish title is required' }])
  })

  it('refuses a malformed slug, and a title that gives none', async () => {
    for (const slug of ['Hakkimizda', 'iade--politikasi', 'iade politikası']) {
      const { status, body } = await post(pageBody({ slug }))
      expect(status, slug).toBe(400)
      expect(body.errors).toEqual([
        { field: 'slug', message: 'Slug sadece küçük harf, rakam ve tire içerebilir' },
      ])
    }
    const { status, body } = await post({ title: { tr: '!!!' } }, { 'Accept-Language': 'en' })
    expect(status).toBe(400)
    expect(body.errors).toEqual([
      { field: 'slug', message: 'The slug may contain only lower-case letters, digits and hyphens' },
    ])
  })

  it('refuses the slugs the shop’s own routes use', async () => {
    for (const slug of ['products', 'cart', 'checkout', 'admin', 'api', 'media', 'about']) {
      const { status, body } = await post(pageBody({ slug }))
      expect(status, slug).toBe(400)
      expect(body.errors).toEqual([
        { field: 'slug', message: 'Bu slug mağazanın kendi sayfalarından birine ait; başka bir slug seçin' },
      ])
    }
    const { body } = await post({ title: { tr: 'Login' } }, { 'Accept-Language': 'en' })
    expect(body.errors).toEqual([
      { field: 'slug', message: 'This slug belongs to one of the shop’s own pages; choose another slug' },
    ])
  })

  it('refuses a slug another page has (409, field slug) and stores nothing', async () => {
    const first = await createPage(token)
    const { status, body } = await post(pageBody({ slug: first.slug, title: { tr: 'Başka' } }))
    expect(status).toBe(409)
    expect(body).toMatchObject({
      success: false,
      message: 'Bu slug başka bir sayfada kullanılıyor',
      errors: [{ field: 'slug', message: 'Bu slug başka bir sayfada kullanılıyor' }],
    })
    const { body: list } = await call<{ pages: { slug: string }[] }>(`/pages/admin?q=${first.slug}`, {
      token,
    })
    expect(list.data.pages.map((page) => page.slug)).toEqual([first.slug])
  })

  it('refuses content over 200 KB a language', async () => {
    const { status, body } = await post(
      pageBody({ content: { tr: `<p>${'a'.repeat(205 * 1024)}</p>`, en: '' } }),
    )
    expect(status).toBe(400)
    expect(body.errors).toEqual([
      { field: 'content.tr', message: 'Sayfa içeriği her dil için en fazla 200 KB olabilir' },
    ])
  })
})

describe('PUT /api/pages/{id}', () => {
  it('rewrites the page, keeps its own slug, and audits the changed fields with content lengths', async () => {
    const page = await createPage(token, { isPublished: false })
    const { status, body } = await put(
      page._id,
      pageBody({
        slug: page.slug,
        title: { tr: 'Kargo Bilgileri', en: 'Shipping' },
        content: {
          tr: '<p>Yeni metin</p><img src=x onerror=alert(1)>',
          en: '<p>Orders ship the same day.</p>',
        },
        isPublished: true,
      }),
    )
    expect(status).toBe(200)
    expect(body.data.page).toMatchObject({
      _id: page._id,
      slug: page.slug,
      title: { tr: 'Kargo Bilgileri', en: 'Shipping' },
      content: { tr: '<p>Yeni metin</p><img>', en: '<p>Orders ship the same day.</p>' },
      isPublished: true,
    })
    expect(body.data.page.updatedAt >= page.updatedAt).toBe(true)
    const audit = await pageAudit(page._id)
    expect(audit.map((row) => row.action)).toEqual(['page.create', 'page.update'])
    expect(audit[1]).toMatchObject({ actorId: admin.id, entity: 'page' })
    expect(audit[1]?.details).toEqual({
      before: {
        title: { tr: 'Kargo Bilgileri', en: 'Shipping Information' },
        isPublished: false,
        contentLength: { tr: 35, en: 32 },
      },
      after: {
        title: { tr: 'Kargo Bilgileri', en: 'Shipping' },
        isPublished: true,
        contentLength: { tr: 22, en: 32 },
      },
      contentChanged: ['tr'],
    })
  })

  it('moves the page to a free slug, and refuses one another page has', async () => {
    const page = await createPage(token)
    const other = await createPage(token)
    const slug = uniquePageSlug('yeni')
    const moved = await put(page._id, pageBody({ slug }))
    expect(moved.status).toBe(200)
    expect(moved.body.data.page.slug).toBe(slug)
    const taken = await put(page._id, pageBody({ slug: other.slug }), { 'Accept-Language': 'en' })
    expect(taken.status).toBe(409)
    expect(taken.body.errors).toEqual([{ field: 'slug', message: 'This slug is used by another page' }])
    expect((await pageAudit(page._id)).map((row) => row.action)).toEqual(['page.create', 'page.update'])
  })

  it('is a 404 for a missing page, and validates like POST', async () => {
    const missing = await put('no-such-page', pageBody())
    expect(missing.status).toBe(404)
    expect(missing.body.message).toBe('Sayfa bulunamadı')
    const page = await createPage(token)
    const invalid = await put(page._id, { title: { tr: '' }, slug: 'cart' })
    expect(invalid.status).toBe(400)
    expect(invalid.body.errors?.map((error) => error.field)).toEqual(['title.tr'])
  })
})

describe('PUT /api/pages/{id} with If-Match (the version the form loaded)', () => {
  it('saves over the version it names, and refuses one someone else has saved over, keeping their text', async () => {
    const loaded = await createPage(token)
    const version = { 'If-Match': `"${loaded.updatedAt}"` }
    const theirs = await put(
      loaded._id,
      pageBody({ slug: loaded.slug, content: { tr: '<p>Onların metni</p>' } }),
      version,
    )
    expect(theirs.status).toBe(200)
    const audited = (await pageAudit(loaded._id)).length

    const mine = await put(
      loaded._id,
      pageBody({ slug: loaded.slug, content: { tr: '<p>Benim metnim</p>' } }),
      version,
    )
    expect(mine.status).toBe(412)
    expect(mine.body.message).toBe(
      'Sayfa siz düzenlerken başka biri tarafından değiştirildi; formu kapatıp yeniden açın',
    )
    const stored = await call<{ page: PageDto }>(`/pages/admin/${loaded._id}`, { token })
    expect(stored.body.data.page.content.tr).toBe('<p>Onların metni</p>')
    expect((await pageAudit(loaded._id)).length).toBe(audited)

    const next = await put(
      loaded._id,
      pageBody({ slug: loaded.slug, content: { tr: '<p>Benim metnim</p>' } }),
      {
        'If-Match': `"${theirs.body.data.page.updatedAt}"`,
      },
    )
    expect(next.status).toBe(200)
  })

  it('refuses an If-Match that names no version', async () => {
    const loaded = await createPage(token)
    const { status, body } = await put(loaded._id, pageBody({ slug: loaded.slug }), { 'If-Match': 'eski' })
    expect(status).toBe(400)
    expect(body.message).toBe('If-Match başlığı kaydın sürümünü tırnak içinde vermelidir')
  })
})

describe('DELETE /api/pages/{id}', () => {
  it('deletes the page with an audit row of what it was; a second delete is a 404', async () => {
    const page = await createPage(token)
    const { status, body } = await call<{ deleted: string }>(`/pages/${page._id}`, {
      method: 'DELETE',
      token,
    })
    expect(status).toBe(200)
    expect(body.data).toEqual({ deleted: page._id })
    expect(await storedPageCount(page._id)).toBe(0)
    const audit = await pageAudit(page._id)
    expect(audit.map((row) => row.action)).toEqual(['page.create', 'page.delete'])
    expect(audit[1]?.details).toEqual({
      before: {
        title: { tr: 'Kargo Bilgileri', en: 'Shipping Information' },
        slug: page.slug,
        isPublished: true,
        contentLength: { tr: 35, en: 32 },
      },
      after: {},
    })
    const again = await call(`/pages/${page._id}`, {
      method: 'DELETE',
      token,
      headers: { 'Accept-Language': 'en' },
    })
    expect(again.status).toBe(404)
    expect(again.body.message).toBe('Page not found')
    expect(await pageAudit(page._id)).toHaveLength(2)
  })
})

describe('access', () => {
  it('lets a moderator manage pages and refuses a customer (403) and a visitor (401)', async () => {
    const moderator = await (await userWithRole('moderator')).token()
    const created = await call<{ page: PageDto }>('/pages', { body: pageBody(), token: moderator })
    expect(created.status).toBe(201)
    const customer = await (await userWithRole('user')).token()
    const id = created.body.data.page._id
    for (const [path, method] of [
      ['/pages', 'POST'],
      [`/pages/${id}`, 'PUT'],
      [`/pages/${id}`, 'DELETE'],
      ['/pages/admin', 'GET'],
      [`/pages/admin/${id}`, 'GET'],
    ] as const) {
      const body = method === 'POST' || method === 'PUT' ? pageBody() : undefined
      expect((await call(path, { method, body, token: customer })).status, `${method} ${path}`).toBe(403)
      expect((await call(path, { method, body })).status, `${method} ${path}`).toBe(401)
    }
    expect(await storedPageCount(id)).toBe(1)
  })
})
