import { useMemo } from 'react'
import { useIntl } from 'react-intl'
import { ADMIN_DATE_TIME, dayOptions } from '../lib/admin-date-formats'

export interface AdminDates {
  /** An instant's day in the viewer's zone, or a calendar day (YYYY-MM-DD) as it is. */
  date: (iso: string) => string
  /** An instant as date and time in the viewer's zone. */
  dateTime: (iso: string) => string
}

/** The admin's dates in its language, the same on every screen (see admin-date-formats). */
export function useAdminDates(): AdminDates {
  const intl = useIntl()
  return useMemo(
    () => ({
      date: (iso) => intl.formatDate(iso, dayOptions(iso)),
      dateTime: (iso) => intl.formatDate(iso, ADMIN_DATE_TIME),
    }),
    [intl],
  )
}
