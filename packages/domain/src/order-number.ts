import { calendarDayIn, SHOP_TIME_ZONE } from './calendar'

/** Crockford's base-32 alphabet: no I, L, O or U, so a number read aloud or typed from a chat is not misread. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
const RANDOM_LENGTH = 5

export const ORDER_NUMBER_PATTERN = /^DS-\d{6}-[0-9A-HJKMNP-TV-Z]{5}$/

/**
 * A human-friendly order number, `DS-YYMMDD-XXXXX`: the order's day on the shop's clock (Istanbul's, so an order
 * placed at 01:30 on the 8th carries the 8th) and five random base-32 characters (about 33 million per day).
 * Uniqueness is the database's job (a unique index, and a retry on collision).
 */
export function formatOrderNumber(date: Date, random: Uint8Array): string {
  if (random.length < RANDOM_LENGTH) throw new RangeError(`need ${RANDOM_LENGTH} random bytes`)
  const day = calendarDayIn(date, SHOP_TIME_ZONE)
  let suffix = ''
  for (let i = 0; i < RANDOM_LENGTH; i++) suffix += ALPHABET[(random[i] ?? 0) % ALPHABET.length]
  return `DS-${day.slice(2, 4)}${day.slice(5, 7)}${day.slice(8, 10)}-${suffix}`
}

export function newOrderNumber(date: Date = new Date()): string {
  return formatOrderNumber(date, crypto.getRandomValues(new Uint8Array(RANDOM_LENGTH)))
}
