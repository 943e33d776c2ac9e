import type { MessageKey } from '@shop/i18n'

/**
 * English static routes show the page stored under the Turkish slug: pages hold both languages, so one page
 * serves /hakkimizda and /about.
 */
const ENGLISH_ALIASES: Record<string, string> = {
  about: 'hakkimizda',
  contact: 'iletisim',
  faq: 'sik-sorulan-sorular',
  shipping: 'kargo-bilgileri',
  returns: 'iade-politikasi',
  privacy: 'gizlilik-politikasi',
  terms: 'hizmet-sartlari',
}

export interface Placeholder {
  title: MessageKey
  body: MessageKey
}

const ABOUT: Placeholder = { title: 'placeholder.about_title', body: 'placeholder.about_body' }
const CONTACT: Placeholder = { title: 'placeholder.contact_title', body: 'placeholder.contact_body' }
const FAQ: Placeholder = { title: 'placeholder.faq_title', body: 'placeholder.faq_body' }
const PRIVACY: Placeholder = { title: 'placeholder.privacy_title', body: 'placeholder.privacy_body' }
const TERMS: Placeholder = { title: 'placeholder.terms_title', body: 'placeholder.terms_body' }

/** The built-in pages shown when these slugs fail to load or do not exist (storefront.md §2). */
const PLACEHOLDERS: Record<string, Placeholder> = {
  hakkimizda: ABOUT,
  about: ABOUT,
  iletisim: CONTACT,
  contact: CONTACT,
  'sik-sorulan-sorular': FAQ,
  faq: FAQ,
  'gizlilik-politikasi': PRIVACY,
  privacy: PRIVACY,
  'hizmet-sartlari': TERMS,
  terms: TERMS,
}

/** The slug to ask the API for. */
export function pageSlugFor(routeSlug: string): string {
  return ENGLISH_ALIASES[routeSlug] ?? routeSlug
}

export function placeholderFor(routeSlug: string): Placeholder | null {
  return PLACEHOLDERS[routeSlug] ?? null
}

/** The contact page also shows the e-mail, phone and a WhatsApp card from settings. */
export function isContactPage(routeSlug: string): boolean {
  return pageSlugFor(routeSlug) === 'iletisim'
}
