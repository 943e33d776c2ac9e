import { z } from 'zod'
import { SUGGEST_MAX_LENGTH, SUGGEST_MIN_LENGTH } from './search-suggest'

const QUERY_LENGTH = 'search.suggest_query_length'

/**
 * `GET /products/suggest?q=`: the text typed so far, 2 to 100 characters once trimmed. Apart from search-suggest.ts,
 * which the shop's header reads without zod.
 */
export const suggestQuerySchema = z.object({
  q: z
    .string({ error: QUERY_LENGTH })
    .trim()
    .min(SUGGEST_MIN_LENGTH, QUERY_LENGTH)
    .max(SUGGEST_MAX_LENGTH, QUERY_LENGTH),
})

export type SuggestQuery = z.infer<typeof suggestQuerySchema>
