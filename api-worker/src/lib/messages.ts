import { allEn as en, allTr as tr } from '@shop/i18n/messages/all'
import type { UiLanguage } from '@shop/i18n/messages/index'
import type { MessageKey } from '@shop/i18n/messages/tr'

const catalogues: Record<UiLanguage, Record<MessageKey, string>> = { tr, en }

type Params = Record<string, string | number>

function fill(template: string, params: Params): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  )
}

/**
 * A text of the shared catalogue (@shop/i18n), the one the screens show: a shared schema's key
 * (`auth.email_required`) and an API failure (`order.insufficient_stock`) read the same words. Handlers word it in
 * Turkish; the error handler turns the answer into the caller's language (see `localize`). The keys used here carry
 * no plural syntax.
 */
export function message(key: MessageKey, params: Params = {}, language: UiLanguage = 'tr'): string {
  return fill(catalogues[language][key], params)
}

export function isMessageKey(text: string): text is MessageKey {
  return Object.hasOwn(tr, text)
}

/** A schema message that is a catalogue key becomes its text (Turkish unless asked); any other text is kept. */
export function translateMessage(text: string, params: Params = {}, language: UiLanguage = 'tr'): string {
  return isMessageKey(text) ? message(text, params, language) : text
}

interface Pattern {
  key: MessageKey
  names: string[]
  regex: RegExp
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Turkish texts back to their keys: exact texts by lookup, `{name}` templates by pattern (plurals are skipped). */
const exact = new Map<string, MessageKey>()
const patterns: Pattern[] = []
for (const key of Object.keys(tr) as MessageKey[]) {
  const template = tr[key]
  if (template.includes(', plural') || template.includes(', select')) continue
  const names = [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string)
  if (names.length === 0) {
    if (!exact.has(template)) exact.set(template, key)
    continue
  }
  const source = template
    .split(/\{\w+\}/)
    .map(escapeRegex)
    .join('(.+?)')
  patterns.push({ key, names, regex: new RegExp(`^${source}$`) })
}

/**
 * A message the API wrote (a catalogue key or its Turkish text) in the caller's language. Texts that are not in the
 * catalogue are answered as written.
 */
export function localize(text: string, language: UiLanguage): string {
  if (isMessageKey(text)) return message(text, {}, language)
  if (language === 'tr') return text
  const key = exact.get(text)
  if (key) return catalogues[language][key]
  for (const pattern of patterns) {
    const match = pattern.regex.exec(text)
    if (!match) continue
    const params = Object.fromEntries(pattern.names.map((name, index) => [name, match[index + 1] ?? '']))
    return fill(catalogues[language][pattern.key], params)
  }
  return text
}
