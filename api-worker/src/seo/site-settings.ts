import { memoByGeneration } from '../cache/generation-memo'
import { readSettings } from '../db/queries/settings'

/**
 * The settings a page of the shop is written with (its head, its language, the favicon), read once per visitor-cache
 * generation in an isolate (cache/generation-memo.ts): every page read them from D1 before.
 */
export const pageSettings = memoByGeneration(readSettings)
