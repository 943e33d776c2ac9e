import { useQuery } from '@tanstack/react-query'
import { translationStatusQuery } from '../../../lib/translation-status-query'

/** GET /translate/status: whether the translation service can be used (the key itself is never sent). */
export function useTranslationStatus() {
  return useQuery(translationStatusQuery())
}
