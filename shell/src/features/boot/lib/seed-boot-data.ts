import type { QueryClient, QueryKey } from '@tanstack/react-query'

/** The JSON script block the worker writes into a shop page (api-worker/src/seo/boot-data.ts). */
export const BOOT_ELEMENT_ID = 'shop-boot'

interface BootQuery {
  key: QueryKey
  data: unknown
}

function bootQueries(value: unknown): BootQuery[] {
  if (typeof value !== 'object' || value === null) return []
  const { queries } = value as { queries?: unknown }
  if (!Array.isArray(queries)) return []
  return queries.filter(
    (query): query is BootQuery =>
      typeof query === 'object' &&
      query !== null &&
      Array.isArray((query as BootQuery).key) &&
      (query as BootQuery).data !== undefined,
  )
}

/**
 * Puts the first screen's API answers the worker inlined into the query cache under the hooks' own keys, as fresh
 * as an answer just fetched, so the first render asks the API nothing. Reads the block once and removes it (a later
 * navigation must not find stale answers); a missing or malformed block seeds nothing. Returns how many were seeded.
 */
export function seedBootData(queryClient: QueryClient, doc: Document = document): number {
  const element = doc.getElementById(BOOT_ELEMENT_ID)
  if (!element) return 0
  element.remove()
  let parsed: unknown
  try {
    parsed = JSON.parse(element.textContent ?? '')
  } catch {
    return 0
  }
  const queries = bootQueries(parsed)
  const updatedAt = Date.now()
  for (const { key, data } of queries) queryClient.setQueryData(key, data, { updatedAt })
  return queries.length
}
