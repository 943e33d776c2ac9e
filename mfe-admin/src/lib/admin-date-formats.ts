/**
 * The admin's two kinds of date, one set of react-intl options each, for every screen: a day ('5 Mar 2026',
 * 'Mar 5, 2026') and a moment ('5 Mar 2026 09:30', 'Mar 5, 2026, 9:30 AM'). Month names, not numbers: '03/05/2026'
 * reads as 3 May to a Turkish admin and as March 5 to an American one.
 */
export const ADMIN_DATE = { dateStyle: 'medium' } as const
export const ADMIN_DATE_TIME = { dateStyle: 'medium', timeStyle: 'short' } as const

/** A calendar day with no time ('2026-12-03', an estimated delivery): read in UTC, where JavaScript puts it. */
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/

/** The options for a day: a calendar day is read in UTC so no time zone moves it to the day before. */
export const dayOptions = (iso: string) =>
  CALENDAR_DAY.test(iso) ? ({ ...ADMIN_DATE, timeZone: 'UTC' } as const) : ADMIN_DATE
