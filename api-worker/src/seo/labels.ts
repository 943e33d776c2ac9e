import type { Language } from '@shop/domain'
import type { pageTitlesTr } from '@shop/domain/messages/page-titles-tr'
import { message } from '../lib/messages'

type SeoKey = keyof typeof pageTitlesTr

/**
 * The page names the worker writes into the head: the shared page-title texts (@shop/domain/messages), the same the
 * storefront puts in the title once it runs; English for English pages, Turkish for every other language.
 */
export function seoLabel(key: SeoKey, lang: Language, params: Record<string, string> = {}): string {
  return message(key, params, lang === 'en' ? 'en' : 'tr')
}
