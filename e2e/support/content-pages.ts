import type { APIRequestContext } from '@playwright/test'
import { bearer, dataOf } from './shop-api'

export interface StoredPage {
  _id: string
  slug: string
  title: { tr: string; en: string }
}

interface PageInput {
  slug: string
  title: { tr: string; en: string }
  content: { tr: string; en: string }
}

/** A published content page written through POST /pages, as the admin's page form sends it. */
export async function createPublishedPage(
  request: APIRequestContext,
  adminToken: string,
  input: PageInput,
): Promise<StoredPage> {
  const { page } = await dataOf<{ page: StoredPage }>(
    request.post('/api/pages', { headers: bearer(adminToken), data: { ...input, isPublished: true } }),
  )
  return page
}

export async function deletePage(request: APIRequestContext, adminToken: string, id: string) {
  await dataOf(request.delete(`/api/pages/${id}`, { headers: bearer(adminToken) }))
}
