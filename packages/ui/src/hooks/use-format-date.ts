import { useCallback } from 'react'
import { useIntl } from 'react-intl'

/** A calendar day with no time ('2026-12-03', an estimated delivery): the same day wherever it is read. */
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/

/**
 * Day, full month name and year in the interface language (tr-TR by default): '12 Mayıs 2025'. An instant falls on
 * the reader's day; a calendar day is read in UTC, where JavaScript puts it, or a shopper west of Greenwich would see
 * the day before.
 */
export function useFormatDate(): (iso: string | null | undefined) => string {
  const intl = useIntl()
  return useCallback(
    (iso) =>
      iso
        ? intl.formatDate(iso, {
            day: 'numeric',
            month: 'long',
            year: 'numeric',
            ...(CALENDAR_DAY.test(iso) ? { timeZone: 'UTC' } : {}),
          })
        : '',
    [intl],
  )
}
