import { type SQL, type SQLWrapper, sql } from 'drizzle-orm'

/**
 * `haystack` contains `needle`, literally and case-sensitively. `instr` rather than LIKE: D1 refuses LIKE patterns
 * over 50 bytes ("LIKE or GLOB pattern too complex"), so a long search or media path would answer 500, and instr has
 * no wildcards to escape. Callers fold both sides the same way when case must not matter.
 */
export function contains(haystack: SQLWrapper, needle: string): SQL {
  return sql`instr(${haystack}, ${needle}) > 0`
}
