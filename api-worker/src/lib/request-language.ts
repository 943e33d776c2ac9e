import { matchLanguage, type WhatsappLanguage } from '@shop/domain'

const ORDER_LANGUAGES: readonly WhatsappLanguage[] = ['tr', 'en']

/**
 * The shopper's language for texts the server writes (the WhatsApp order message): the body's `language` when sent,
 * else the first supported tag of Accept-Language in preference order, else Turkish.
 */
export function requestLanguage(
  explicit: WhatsappLanguage | undefined,
  acceptLanguage: string | undefined,
): WhatsappLanguage {
  if (explicit) return explicit
  const tags = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean)
      return { tag, q: q === undefined ? 1 : Number(q) }
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q)
  for (const { tag } of tags) {
    const language = matchLanguage(tag, ORDER_LANGUAGES)
    if (language === 'tr' || language === 'en') return language
  }
  return 'tr'
}
