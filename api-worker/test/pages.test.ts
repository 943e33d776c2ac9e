import { env } from 'cloudflare:workers'
import type { PageDto, PageSummaryDto } from '@shop/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import { insertPage } from './helpers/content'
import { getFailure, getJson } from './helpers/http'

const ids: Record<string, string> = {}

beforeAll(async () => {
  ids.about = await insertPage(env.DB, {
    slug: 'hakkimizda',
    title: 'Hakkımızda',
    content: '<h2>Biz</h2><p>Diş deposu.</p>',
    isPublished: true,
    updatedAt: '2025-06-01T08:00:00.000Z',
  })
  ids.faq = await insertPage(env.DB, { slug: 'sik-sorulan-sorular', title: 'SSS', isPublished: true })
  ids.draft = await insertPage(env.DB, { slug: 'taslak-kampanya', title: 'Taslak', isPublished: false })
})

describe('GET /api/pages', () => {
  it('lists published pages only, by slug, without their content', async () => {
    const { status, body } = await getJson<{ pages: PageSummaryDto[] }>('/pages')
    expect(status).toBe(200)
    expect(body.data.pages).toEqual([
      {
        _id: ids.about,
        slug: 'hakkimizda',
        title: { tr: 'Hakkımızda', en: 'Hakkımızda (en)' },
        updatedAt: '2025-06-01T08:00:00.000Z',
      },
      {
        _id: ids.faq,
        slug: 'sik-sorulan-sorular',
        title: { tr: 'SSS', en: 'SSS (en)' },
        updatedAt: expect.any(String),
      },
    ])
  })
})

describe('GET /api/pages/{slug}', () => {
  it('answers a published page with its HTML as stored', async () => {
    const { status, body } = await getJson<{ page: PageDto }>('/pages/hakkimizda')
    expect(status).toBe(200)
    expect(body.data.page).toEqual({
      _id: ids.about,
      slug: 'hakkimizda',
      title: { tr: 'Hakkımızda', en: 'Hakkımızda (en)' },
      content: { tr: '<h2>Biz</h2><p>Diş deposu.</p>', en: '<p>Hakkımızda (en)</p>' },
      isPublished: true,
      updatedAt: '2025-06-01T08:00:00.000Z',
    })
  })

  it('is a 404 "Sayfa bulunamadı" for a draft or a missing page', async () => {
    for (const slug of ['taslak-kampanya', 'yok-boyle-sayfa', ids.about]) {
      const { status, body } = await getFailure(`/pages/${slug}`)
      expect(status, slug).toBe(404)
      expect(body).toEqual({ success: false, message: 'Sayfa bulunamadı' })
    }
  })
})
