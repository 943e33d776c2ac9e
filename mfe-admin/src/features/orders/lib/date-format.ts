/** An order's moment as the admin reads it: '23 Kas 2026 15:50' (in the viewer's time zone). */
export const DATE_TIME = { dateStyle: 'medium', timeStyle: 'short' } as const

/** A calendar day kept as YYYY-MM-DD: read in UTC so no time zone moves it to the day before. */
export const DAY = { dateStyle: 'long', timeZone: 'UTC' } as const
