import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { suggestSearch } from '../endpoints/search'

/** Suggestions change only when the catalogue does: a minute of freshness spares a request per repeated keystroke. */
const SUGGESTIONS_FRESH_MS = 60_000

export const searchQueries = {
  all: () => ['search'] as const,
  /**
   * The header's suggestions for a trimmed text. No toast on failure (the list says so itself); the previous answer
   * stays shown while the next loads, so the list does not flicker between keystrokes.
   */
  suggestions: (q: string) =>
    queryOptions({
      queryKey: [...searchQueries.all(), 'suggest', q] as const,
      queryFn: ({ signal }) => suggestSearch(q, { signal, suppressErrorToast: true }),
      staleTime: SUGGESTIONS_FRESH_MS,
      placeholderData: keepPreviousData,
    }),
}
