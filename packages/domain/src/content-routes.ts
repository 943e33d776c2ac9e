/**
 * The shop's static content routes (storefront.md §2), one source for the storefront, which renders them, and the
 * worker, which writes their heads.
 */

/** English routes show the page stored under the Turkish slug: a page holds both languages, so one serves both. */
export const ENGLISH_PAGE_ALIASES: Readonly<Record<string, string>> = {
  about: 'hakkimizda',
  contact: 'iletisim',
  faq: 'sik-sorulan-sorular',
  shipping: 'kargo-bilgileri',
  returns: 'iade-politikasi',
  privacy: 'gizlilik-politikasi',
  terms: 'hizmet-sartlari',
}

/** The built-in pages a route falls back to when its page fails to load or does not exist. */
export type BuiltInPage = 'about' | 'contact' | 'faq' | 'privacy' | 'terms'

const BUILT_IN_PAGES: Readonly<Record<string, BuiltInPage>> = {
  hakkimizda: 'about',
  about: 'about',
  iletisim: 'contact',
  contact: 'contact',
  'sik-sorulan-sorular': 'faq',
  faq: 'faq',
  'gizlilik-politikasi': 'privacy',
  privacy: 'privacy',
  'hizmet-sartlari': 'terms',
  terms: 'terms',
}

/** The slug a content route's page is stored under. */
export function storedPageSlugOf(routeSlug: string): string {
  return ENGLISH_PAGE_ALIASES[routeSlug] ?? routeSlug
}

/** The built-in page a content route shows when no page is stored for it, if it has one. */
export function builtInPageOf(routeSlug: string): BuiltInPage | null {
  return BUILT_IN_PAGES[routeSlug] ?? null
}
