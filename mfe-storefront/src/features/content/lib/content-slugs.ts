import { type BuiltInPage, builtInPageOf, storedPageSlugOf } from '@shop/domain/content-routes'
import type { MessageKey } from '@shop/i18n'

export interface Placeholder {
  title: MessageKey
  body: MessageKey
}

/** The texts of each built-in page (the routes that fall back to one: @shop/domain/content-routes). */
const PLACEHOLDERS: Record<BuiltInPage, Placeholder> = {
  about: { title: 'placeholder.about_title', body: 'placeholder.about_body' },
  contact: { title: 'placeholder.contact_title', body: 'placeholder.contact_body' },
  faq: { title: 'placeholder.faq_title', body: 'placeholder.faq_body' },
  privacy: { title: 'placeholder.privacy_title', body: 'placeholder.privacy_body' },
  terms: { title: 'placeholder.terms_title', body: 'placeholder.terms_body' },
}

/** The slug to ask the API for. */
export function pageSlugFor(routeSlug: string): string {
  return storedPageSlugOf(routeSlug)
}

export function placeholderFor(routeSlug: string): Placeholder | null {
  const builtIn = builtInPageOf(routeSlug)
  return builtIn ? PLACEHOLDERS[builtIn] : null
}

/** The contact page also shows the e-mail, phone and a WhatsApp card from settings. */
export function isContactPage(routeSlug: string): boolean {
  return pageSlugFor(routeSlug) === 'iletisim'
}
