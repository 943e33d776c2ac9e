import type { AdminPageSummary, PageDto } from '@shop/domain'
import { HttpResponse, http } from 'msw'
import { fail, ok } from '../../../test/api-server'

/** A stored page as GET /pages/admin/:id answers it. */
export function storedPage(id: string, titleTr: string, overrides: Partial<PageDto> = {}): PageDto {
  return {
    _id: id,
    slug: id,
    title: { tr: titleTr, en: '' },
    content: { tr: `<h2>${titleTr}</h2><p>Türkçe metin.</p>`, en: '' },
    isPublished: true,
    updatedAt: '2026-05-30T09:15:00.000Z',
    ...overrides,
  }
}

/** The list row of a stored page (no content). */
export function summaryOf(page: PageDto): AdminPageSummary {
  return {
    _id: page._id,
    slug: page.slug,
    title: page.title,
    isPublished: page.isPublished,
    createdAt: '2026-05-01T08:00:00.000Z',
    updatedAt: page.updatedAt,
  }
}

/**
 * An in-memory pages API: the admin list (with the API's search over both titles and the slug), one page, create,
 * update and delete. `calls` records each write's method, path and body (and an edit's If-Match).
 */
export function pagesApi(initial: PageDto[]) {
  let pages = [...initial]
  const calls: { method: string; path: string; body?: unknown; ifMatch?: string | null }[] = []
  const listQueries: (string | null)[] = []
  const handlers = [
    http.get('*/api/pages/admin', ({ request }) => {
      const q = new URL(request.url).searchParams.get('q')
      listQueries.push(q)
      const needle = q?.toLocaleLowerCase('tr') ?? ''
      const matching = pages.filter((page) =>
        [page.title.tr, page.title.en, page.slug].some((text) =>
          text?.toLocaleLowerCase('tr').includes(needle),
        ),
      )
      return ok({ pages: matching.map(summaryOf) })
    }),
    http.get('*/api/pages/admin/:id', ({ params }) => {
      const page = pages.find((one) => one._id === params.id)
      return page ? ok({ page }) : fail(404, 'Sayfa bulunamadı')
    }),
    http.post('*/api/pages', async ({ request }) => {
      const body = (await request.json()) as PageDto
      calls.push({ method: 'POST', path: '/pages', body })
      const page = { ...body, _id: `p${pages.length + 1}`, updatedAt: '2026-06-01T10:00:00.000Z' }
      pages = [page, ...pages]
      return HttpResponse.json({ success: true, data: { page } }, { status: 201 })
    }),
    http.put('*/api/pages/:id', async ({ request, params }) => {
      const body = (await request.json()) as PageDto
      calls.push({
        method: 'PUT',
        path: `/pages/${String(params.id)}`,
        body,
        ifMatch: request.headers.get('If-Match'),
      })
      const page = { ...body, _id: String(params.id), updatedAt: '2026-06-01T10:00:00.000Z' }
      pages = pages.map((one) => (one._id === page._id ? page : one))
      return ok({ page })
    }),
    http.delete('*/api/pages/:id', ({ params }) => {
      calls.push({ method: 'DELETE', path: `/pages/${String(params.id)}` })
      pages = pages.filter((one) => one._id !== params.id)
      return ok({ deleted: String(params.id) })
    }),
  ]
  return { handlers, calls, listQueries }
}
