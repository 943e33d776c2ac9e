/** The revenue series' days are UTC dates (YYYY-MM-DD); this is their midnight as a Date. */
export function utcDay(date: string): Date {
  return new Date(`${date}T00:00:00.000Z`)
}
