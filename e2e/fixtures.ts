import type { Page } from '@playwright/test'

export interface ProductsAnswer {
  success: true
  data: { products: Array<{ _id: string; slug: string; name: { tr?: string; en?: string } }> }
  pagination: { total: number }
}

/** Every script URL the page requested, in order. */
export function recordScripts(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(new URL(request.url()).pathname)
  })
  return urls
}
