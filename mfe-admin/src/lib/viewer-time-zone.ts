/** The admin's own time zone (the browser's): the one the screens write times in, so days are counted in it too. */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'
}
