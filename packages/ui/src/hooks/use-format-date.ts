import { useCallback } from 'react'
import { useIntl } from 'react-intl'

/** Day, full month name and year in the interface language (tr-TR by default): '12 Mayıs 2025'. */
export function useFormatDate(): (iso: string | null | undefined) => string {
  const intl = useIntl()
  return useCallback(
    (iso) => (iso ? intl.formatDate(iso, { day: 'numeric', month: 'long', year: 'numeric' }) : ''),
    [intl],
  )
}
