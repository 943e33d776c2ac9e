import type { SearchSuggestions } from '@shop/domain'
import { rpc } from '../core/calls'
import type { RequestOptions } from '../core/request-options'

/** `GET /products/suggest`: at most 6 products and a few categories matching the text typed so far (2-100 chars). */
export async function suggestSearch(q: string, options: RequestOptions = {}): Promise<SearchSuggestions> {
  const { api, call } = await rpc(options)
  const response = await api.products.suggest.$get({ query: { q } }, call)
  return (await response.json()).data
}
