import { type MessageLanguage, sharedEn, sharedTr } from '@shop/domain/messages/index'
import { tryGetContext } from 'hono/context-storage'
import type { AppEnv } from '../env'
import { apiEn } from '../messages/en'
import { apiTr } from '../messages/tr'

/** Every text the API can answer: its own failures and the texts it shares with the screens (schema keys). */
export const apiCatalogues = {
  tr: { ...sharedTr, ...apiTr },
  en: { ...sharedEn, ...apiEn },
} satisfies Record<MessageLanguage, Record<string, string>>

export type ApiMessageKey = keyof (typeof apiCatalogues)['tr']

type Params = Record<string, string | number>

function fill(template: string, params: Params): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  )
}

/**
 * The language of the request being answered (`c.var.lang`, from Accept-Language), found through Hono's context
 * storage so a rule deep in a handler words its failure for the caller without being handed the language. Outside a
 * request (the daily job) it is Turkish.
 */
export function currentLanguage(): MessageLanguage {
  return tryGetContext<AppEnv>()?.var.lang ?? 'tr'
}

/**
 * A text of the API's catalogue in the request's language (or the one asked for): handlers pass keys, never texts,
 * so nothing has to be translated back. The keys used here carry no plural syntax.
 */
export function message(key: ApiMessageKey, params: Params = {}, language = currentLanguage()): string {
  return fill(apiCatalogues[language][key], params)
}

export function isMessageKey(text: string): text is ApiMessageKey {
  return Object.hasOwn(apiCatalogues.tr, text)
}

/** A schema message that is a catalogue key becomes its text (in the request's language); any other text is kept. */
export function translateMessage(text: string, params: Params = {}, language = currentLanguage()): string {
  return isMessageKey(text) ? message(text, params, language) : text
}
