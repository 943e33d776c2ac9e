const ID_PATTERN = /^[0-9a-f]{24}$/

/**
 * A 24-hex id in the shape of a MongoDB ObjectId: 8 hex digits of Unix seconds, then 16 random hex digits.
 * Ids sort by creation second, so `ORDER BY id` is a usable tie-break after `created_at`.
 */
export function newId(now: number = Date.now()): string {
  const seconds = Math.floor(now / 1000)
    .toString(16)
    .padStart(8, '0')
  const random = crypto.getRandomValues(new Uint8Array(8))
  return seconds + Array.from(random, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

export function isId(value: string): boolean {
  return ID_PATTERN.test(value)
}

/** The creation time encoded in an id, to the second. */
export function idTimestamp(id: string): Date {
  if (!isId(id)) throw new TypeError(`Not an id: ${id}`)
  return new Date(Number.parseInt(id.slice(0, 8), 16) * 1000)
}
