import { apiCatalogues } from '../../src/lib/messages'

/** The API's catalogue (its own texts and the shared ones) in Turkish and English: what its answers are worded from. */
export const { tr, en } = apiCatalogues
