import type { Page } from '@playwright/test'
import { dataOf } from './shop-api'

/** The path of a product page: the newest product's. */
export async function productPath(page: Page): Promise<string> {
  const data = await dataOf<{ products: { slug: string }[] }>(page.request.get('/api/products?limit=1'))
  return `/products/${data.products[0]?.slug}`
}

/** The pages the worker paints a first screen for (api-worker/src/seo/first-screen.ts). */
export const FIRST_SCREEN_PAGES = [
  { name: 'home', path: async (_page: Page) => '/' },
  { name: 'product list', path: async (_page: Page) => '/products' },
  { name: 'product', path: productPath },
]
