import { useQuery } from '@tanstack/react-query'
import { translationStatusQuery } from '../lib/translation-status-query'

/**
 * Whether the translation service can be asked: 'pending' until its status is known, 'unavailable' when no
 * translator is configured. A status call that fails counts as available: the translation call itself is silent
 * when it fails, so nothing is lost by asking.
 */
export type TranslationAvailability = 'pending' | 'available' | 'unavailable'

export function useTranslationAvailability(): TranslationAvailability {
  const status = useQuery(translationStatusQuery())
  if (status.isPending) return 'pending'
  return status.data && status.data.provider === null ? 'unavailable' : 'available'
}

/** No translator is configured: nothing is filled in English, so no field may promise it. */
export function useTranslationOff(): boolean {
  return useTranslationAvailability() === 'unavailable'
}
