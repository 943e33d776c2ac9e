import type { AdminPageSummary, PageDto, PageSummaryDto } from '@shop/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import { createPage, uniquePageSlug } from './helpers/admin-pages'
import { call } from './helpers/api'
import { getFailure, getJson } from './helpers/http'
import { moderatorToken } from './helpers/staff'

let token: string
/** Words only this file's pages carry, so the searches below find exactly them. */
const tag = crypto.randomUUID().slice(0, 6)
const pages: Record<'returns' | 'draft' | 'privacy', PageDto> = {} as never

beforeAll(async () => {
  token = await moderatorToken()
  pages.returns = await createPage(token, {
    title: { tr: `İade Politikası ${tag}`, en: `Returns ${tag}` },
    slug: uniquePageSlug(`iade-${tag}`),
  })
  pages.draft = await createPage(token, {
    title: { tr: `Yaz Kampanyası ${tag}`, en: `Summer Sale ${tag}` },
    slug: uniquePageSlug(`kampanya-${tag}`),
    isPublished: false,
  })
  pages.privacy = await createPage(token, {
    title: { tr: `Gizlilik ${tag}`, en: `Privacy Notice ${tag}` },
    slug: uniquePageSlug(`gizlilik-${tag}`),
  })
})

const adminList = async (query = '') => {
  const { status, body } = await call<{ pages: AdminPageSummary[] }>(`/pages/admin${query}`, { token })
  expect(status).toBe(200)
  return body.data.pages
}

describe('GET /api/pages/admin', () => {
  it('lists every page, drafts included, newest update first, without content', async () => {
    const listed = (await adminList(`?q=${tag}`)).filter((page) => page.title.tr?.endsWith(tag))
    expect(listed.map((page) => page._id)).toEqual([pages.privacy._id, pages.draft._id, pages.returns._id])
    expect(listed[1]).toEqual({
      _id: pages.draft._id,
      slug: pages.draft.slug,
      title: { tr: `Yaz Kampanyası ${tag}`, en: `Summer Sale ${tag}` },
      isPublished: false,
      createdAt: expect.any(String),
      updatedAt: pages.draft.updatedAt,
    })
  })

  it('searches the Turkish title, the English title and the slug, folding Turkish letters and case', async () => {
    const ids = async (q: string) => (await adminList(`?q=${encodeURIComponent(q)}`)).map((page) => page._id)
    expect(await ids(`İADE POLİTİKASI ${tag}`)).toEqual([pages.returns._id])
    expect(await ids(`iade politikasi ${tag}`)).toEqual([pages.returns._id])
    expect(await ids(`summer sale ${tag}`)).toEqual([pages.draft._id])
    expect(await ids(`gizlilik-${tag}`)).toEqual([pages.privacy._id])
    expect(await ids(`yok-${tag}`)).toEqual([])
  })

  it('moves an edited page to the top', async () => {
    const { status } = await call(`/pages/${pages.returns._id}`, {
      method: 'PUT',
      token,
      body: {
        title: { tr: `İade Politikası ${tag}`, en: `Returns ${tag}` },
        slug: pages.returns.slug,
        content: { tr: '<p>14 gün içinde iade.</p>' },
        isPublished: true,
      },
    })
    expect(status).toBe(200)
    expect((await adminList(`?q=${tag}`))[0]?._id).toBe(pages.returns._id)
  })

  it('refuses a search over 100 characters', async () => {
    const { status } = await call(`/pages/admin?q=${'a'.repeat(101)}`, { token })
    expect(status).toBe(400)
  })
})

describe('GET /api/pages/admin/{id}', () => {
  it('answers a draft with its content', async () => {
    const { status, body } = await call<{ page: PageDto }>(`/pages/admin/${pages.draft._id}`, { token })
    expect(status).toBe(200)
    expect(body.data.page).toEqual(pages.draft)
  })

  it('is a 404 for a missing page', async () => {
    const { status, body } = await call(`/pages/admin/no-such-page`, { token })
    expect(status).toBe(404)
    expect(body.message).toBe('Sayfa bulunamadı')
  })
})

describe('the public pages', () => {
  it('list published pages only, whoever asks', async () => {
    const { body } = await getJson<{ pages: PageSummaryDto[] }>('/pages')
    const slugs = body.data.pages.map((page) => page.slug)
    expect(slugs).toContain(pages.privacy.slug)
    expect(slugs).not.toContain(pages.draft.slug)
    const asStaff = await call<{ pages: PageSummaryDto[] }>('/pages', { token })
    expect(asStaff.body.data.pages.map((page) => page.slug)).not.toContain(pages.draft.slug)
  })

  it('answer a draft by slug with 404, and show it once published', async () => {
    expect((await getFailure(`/pages/${pages.draft.slug}`)).status).toBe(404)
    const { status } = await call(`/pages/${pages.draft._id}`, {
      method: 'PUT',
      token,
      body: {
        title: pages.draft.title,
        slug: pages.draft.slug,
        content: pages.draft.content,
        isPublished: true,
      },
    })
    expect(status).toBe(200)
    const { status: shown, body } = await getJson<{ page: PageDto }>(`/pages/${pages.draft.slug}`)
    expect(shown).toBe(200)
    expect(body.data.page.content).toEqual(pages.draft.content)
  })

  it('stop showing a deleted page', async () => {
    const page = await createPage(token, { slug: uniquePageSlug(`silinecek-${tag}`) })
    expect((await getJson(`/pages/${page.slug}`)).status).toBe(200)
    expect((await call(`/pages/${page._id}`, { method: 'DELETE', token })).status).toBe(200)
    expect((await getFailure(`/pages/${page.slug}`)).status).toBe(404)
  })
})
