/**
 * Calendar days in a time zone. A day is written YYYY-MM-DD; where it starts is the instant its local midnight falls
 * on, found from the zone's offset at that moment (daylight saving included), so a day may last 23 or 25 hours.
 */

/** The shop's own clock: the day in an order's number. */
export const SHOP_TIME_ZONE = 'Europe/Istanbul'

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/
const formats = new Map<string, Intl.DateTimeFormat>()

function wallClock(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
    formats.set(timeZone, format)
  }
  return format
}

/** Whether the runtime knows the IANA zone ('Europe/Istanbul', 'UTC'). */
export function isTimeZone(value: string): boolean {
  try {
    wallClock(value)
    return true
  } catch {
    return false
  }
}

/** The zone's wall-clock reading of an instant, as if it were UTC (milliseconds). */
function wallTime(instant: number, timeZone: string): number {
  const part: Record<string, number> = {}
  for (const { type, value } of wallClock(timeZone).formatToParts(instant)) part[type] = Number(value)
  return Date.UTC(part.year ?? 0, (part.month ?? 1) - 1, part.day, part.hour, part.minute, part.second)
}

const offsetAt = (instant: number, timeZone: string) =>
  wallTime(instant, timeZone) - Math.floor(instant / 1000) * 1000

/** The day (YYYY-MM-DD) an instant falls on in the zone. */
export function calendarDayIn(instant: Date, timeZone: string): string {
  return new Date(wallTime(instant.getTime(), timeZone)).toISOString().slice(0, 10)
}

/** The day `days` after (or before) a day, whatever the zone. */
export function shiftDay(day: string, days: number): string {
  const [, year, month, date] = DAY.exec(day) ?? []
  if (!year) throw new RangeError(`not a day: ${day}`)
  return new Date(Date.UTC(Number(year), Number(month) - 1, Number(date) + days)).toISOString().slice(0, 10)
}

/** The instant a day begins in the zone. */
export function dayStartIn(day: string, timeZone: string): Date {
  const midnight = Date.parse(`${shiftDay(day, 0)}T00:00:00Z`)
  const guess = midnight - offsetAt(midnight, timeZone)
  // Across a change of offset the first guess used the other side's: measure again where it landed.
  return new Date(midnight - offsetAt(guess, timeZone))
}

const MINUTE_MS = 60_000
const DAY_MS = 24 * 60 * MINUTE_MS

/** One stretch of a zone's offset from UTC: it holds up to `until` (exclusive), or to the end when null. */
export interface OffsetStretch {
  until: Date | null
  minutes: number
}

/**
 * The zone's offsets over a span, in order: one stretch, or one more for each change of offset in it (found to the
 * minute; changes are days apart). So an instant's local time is the instant plus its stretch's minutes.
 */
export function offsetStretches(from: Date, to: Date, timeZone: string): OffsetStretch[] {
  const minutesAt = (instant: number) => offsetAt(instant, timeZone) / MINUTE_MS
  const stretches: OffsetStretch[] = []
  let minutes = minutesAt(from.getTime())
  for (let previous = from.getTime(); previous < to.getTime(); ) {
    const next = Math.min(previous + DAY_MS, to.getTime())
    if (minutesAt(next) !== minutes) {
      let before = previous
      let after = next
      while (after - before > MINUTE_MS) {
        const middle = Math.floor((before + after) / 2 / MINUTE_MS) * MINUTE_MS
        if (middle <= before || minutesAt(middle) !== minutes) after = Math.max(middle, before + MINUTE_MS)
        else before = middle
      }
      stretches.push({ until: new Date(after), minutes })
      minutes = minutesAt(after)
    }
    previous = next
  }
  stretches.push({ until: null, minutes })
  return stretches
}
