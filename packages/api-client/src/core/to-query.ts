import type { QueryParams } from './request-options'

type QueryString<V> = V extends boolean ? 'true' | 'false' : V extends number ? `${number}` : V

/** Query values as hc expects them for a GET: strings (literal types kept), empty values left out. */
export function toQuery<T extends QueryParams>(
  params: T,
): { [K in keyof T]?: QueryString<NonNullable<T[K]>> } {
  const query: Record<string, string> = {}
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') query[key] = String(value)
  }
  return query as { [K in keyof T]?: QueryString<NonNullable<T[K]>> }
}
