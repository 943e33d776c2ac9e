import type { PageDto } from '@shop/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import { createPage, pageAudit, pageBody, storedPageCount, uniquePageSlug } from './helpers/admin-pages'
import { call } from './helpers/api'
import { adminToken } from './helpers/staff'

let token: string

beforeAll(async () => {
  token = await adminToken()
})

describe('concurrent page writes', () => {
  it('both apply, and each audit row starts from what the other left', async () => {
    const page = await createPage(token)
    const edit = (tr: string) =>
      call<{ page: PageDto }>(`/pages/${page._id}`, {
        method: 'PUT',
        token,
        body: pageBody({ slug: page.slug, title: { tr, en: 'Shipping Information' } }),
      })
    const answers = await Promise.all([edit('Birinci'), edit('İkinci')])
    expect(answers.map((answer) => answer.status)).toEqual([200, 200])
    const updates = (await pageAudit(page._id)).filter((row) => row.action === 'page.update')
    expect(updates).toHaveLength(2)
    const titleOf = (side: unknown) => (side as { title: { tr: string } }).title.tr
    expect(titleOf(updates[0]?.details.before)).toBe('Kargo Bilgileri')
    expect(titleOf(updates[1]?.details.before)).toBe(titleOf(updates[0]?.details.after))
  })

  it('give a slug to one page only', async () => {
    const slug = uniquePageSlug('yaris')
    const answers = await Promise.all([
      call('/pages', { body: pageBody({ slug }), token }),
      call('/pages', { body: pageBody({ slug }), token }),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409])
    const refused = answers.find((answer) => answer.status === 409)
    expect(refused?.body.errors).toEqual([
      { field: 'slug', message: 'Bu slug başka bir sayfada kullanılıyor' },
    ])
  })

  it('delete a page once, with one audit row', async () => {
    const page = await createPage(token)
    const remove = () => call(`/pages/${page._id}`, { method: 'DELETE', token })
    const answers = await Promise.all([remove(), remove()])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 404])
    expect(await storedPageCount(page._id)).toBe(0)
    expect((await pageAudit(page._id)).map((row) => row.action)).toEqual(['page.create', 'page.delete'])
  })
})
