import { searchQueries } from '@shop/api-client'
import { canSuggest, SUGGEST_MAX_LENGTH } from '@shop/domain'
import { useQuery } from '@tanstack/react-query'
import { useDebouncedValue } from './use-debounced-value'

/** How long the text must rest before suggestions are asked for. */
export const SUGGEST_DEBOUNCE_MS = 200

/**
 * The API's suggestions for the typed text, asked for once typing pauses and only from 2 characters (trimmed).
 * `settled` says whether the answer shown is for the text as it is now (not an earlier one kept while loading).
 */
export function useSearchSuggestions(text: string) {
  const typed = text.trim().slice(0, SUGGEST_MAX_LENGTH)
  const q = useDebouncedValue(typed, SUGGEST_DEBOUNCE_MS)
  const enabled = canSuggest(q) && canSuggest(typed)
  const query = useQuery({ ...searchQueries.suggestions(q), enabled })
  return {
    enabled,
    data: enabled ? query.data : undefined,
    settled: enabled && q === typed && !query.isPlaceholderData && query.isSuccess,
    loading: enabled && query.isPending,
    failed: enabled && query.isError,
    retry: () => void query.refetch(),
  }
}
