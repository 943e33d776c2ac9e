import type { Random } from './prng'

const HUGE = 'A'.repeat(200_000)
const LONG_UNICODE = '\u202eevil\u200b\u200d\ufeff'.repeat(2_000)
const deepArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`
const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`

/** Text that is not JSON at all, sent as application/json. */
export const BROKEN_JSON: readonly string[] = [
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  'NaN',
  '{"a":NaN}',
  '{"a":Infinity}',
  '[1,2',
  '\u0000',
  '{"a":"\\ud800',
  '\ufeff{',
  'undefined',
  '{"a":1}{"b":2}',
  '{"a":"\u0000',
  `{"a":"${HUGE}`,
  `${'['.repeat(10_000)}`,
  '{"\u202e":}',
  '<xml/>',
  'a=1&b=2',
  '--boundary\r\n',
]

/** JSON that parses but is no object: every body schema of the API is an object. */
export const NOT_OBJECTS: readonly string[] = [
  'null',
  '1e308',
  '-0',
  '"NaN"',
  'true',
  '[]',
  '[{}]',
  '"\\ud800"',
  JSON.stringify(LONG_UNICODE),
  deepArray(3_000),
  JSON.stringify(HUGE),
  '"\u202e\u200b\u0000"',
]

/** Wrong types for the field names the API's bodies use; with the route's other required fields missing. */
const WRONG_VALUES: readonly unknown[] = [
  1e308,
  -0,
  'NaN',
  '1e308',
  [],
  {},
  [null],
  true,
  '\ud800',
  '\u0000',
  '\u202e\u200b',
  HUGE,
  { $gt: '' },
]
const FIELD_NAMES = [
  'name',
  'email',
  'password',
  'phone',
  'title',
  'price',
  'stock',
  'quantity',
  'items',
  'ids',
  'isActive',
  'role',
  'status',
  'slug',
  'sku',
  'content',
  'categoryId',
  'shippingAddress',
  'rates',
  'value',
  'notes',
] as const
const EXTRA_KEYS = ['__proto__', 'constructor', 'prototype', '\u0000', '\u202ekey', 'x'.repeat(5_000), '']

/** An object body: wrong-typed known fields, odd extra keys, deep nesting. */
export function wrongObject(random: Random): string {
  const body: Record<string, unknown> = {}
  const count = 1 + random.int(4)
  for (let i = 0; i < count; i++) body[random.pick(FIELD_NAMES)] = random.pick(WRONG_VALUES)
  if (random.next() < 0.5) body[random.pick(EXTRA_KEYS)] = random.pick(WRONG_VALUES)
  const text = JSON.stringify(body)
  if (random.next() < 0.15) return text.replace(/}$/, `,"deep":${deepObject(2_000)}}`)
  return text
}

/** Content types a JSON route must not read as JSON (Hono then validates an empty object). */
export const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json-patch',
  '',
] as const

const QUERY_KEYS = [
  'page',
  'limit',
  'sort',
  'order',
  'search',
  'q',
  'status',
  'minPrice',
  'maxPrice',
  'inStock',
  'sale',
  'featured',
  'category',
  'from',
  'to',
  'role',
  'entity',
  'entityId',
  'lang',
  'isActive',
  'period',
] as const
const QUERY_VALUES = [
  'abc',
  '-1',
  '0',
  '-0',
  '1e308',
  'NaN',
  'Infinity',
  '9'.repeat(400),
  '%00',
  '%EF%BF%BF',
  '%ED%A0%80',
  '%E2%80%AE',
  '%E2%80%8B',
  '[]',
  '{}',
  'a'.repeat(5_000),
  '%27%20OR%201%3D1%20--',
  'true%00',
  '1.5',
  '%',
] as const

/** A query string of odd values for the list parameters the API reads. */
export function oddQuery(random: Random): string {
  const count = 1 + random.int(3)
  const pairs: string[] = []
  for (let i = 0; i < count; i++) pairs.push(`${random.pick(QUERY_KEYS)}=${random.pick(QUERY_VALUES)}`)
  if (random.next() < 0.1) pairs.push(pairs[0] ?? 'page=1')
  return `?${pairs.join('&')}`
}
