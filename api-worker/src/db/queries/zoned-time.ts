import { offsetStretches } from '@shop/domain'
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm'

/** SQLite's date modifier for an offset in minutes: '+180 minutes'. */
const modifier = (minutes: number) => `${minutes >= 0 ? '+' : ''}${minutes} minutes`

/**
 * An ISO instant column on the zone's clock, as SQLite's datetime ('2026-11-29 01:30:00'), for rows from the span
 * [from, to): one offset, or a CASE on the instants where the zone changed its offset within the span. Its first 10
 * characters are the row's day there, its first 7 the month.
 */
export function zonedDateTime(column: SQLWrapper, from: Date, to: Date, timeZone: string): SQL<string> {
  const stretches = offsetStretches(from, to, timeZone)
  const branches = stretches.flatMap(({ until, minutes }) =>
    until ? [sql`when ${column} < ${until.toISOString()} then ${modifier(minutes)}`] : [],
  )
  const last = modifier(stretches.at(-1)?.minutes ?? 0)
  return branches.length === 0
    ? sql<string>`datetime(${column}, ${last})`
    : sql<string>`datetime(${column}, case ${sql.join(branches, sql` `)} else ${last} end)`
}
