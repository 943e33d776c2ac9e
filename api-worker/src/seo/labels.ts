import type { Language } from '@shop/domain'
import { en } from '@shop/i18n/messages/en'
import { tr } from '@shop/i18n/messages/tr'

const SEO_KEYS = [
  'nav.home',
  'catalog.title',
  'categories.title',
  'categories.meta_description',
  'product_detail.not_found_title',
  'category.not_found_title',
  'not_found.title',
  'not_found.description',
] as const

type SeoKey = (typeof SEO_KEYS)[number]

/**
 * The shop's own words for the page titles the worker writes, the same texts the storefront puts in the title once
 * it runs; English for English pages, Turkish for every other language (the catalogue has those two).
 */
export function seoLabel(key: SeoKey, lang: Language, params: Record<string, string> = {}): string {
  const text: string = (lang === 'en' ? en : tr)[key]
  // These texts hold only plain {name} placeholders.
  return text.replace(/\{(\w+)\}/g, (_match, name: string) => params[name] ?? '')
}
