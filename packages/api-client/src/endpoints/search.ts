import type { SearchSuggestions } from '@shop/domain'
import type { RequestOptions } from '../core/request-options'
import { rpc, rpcOptions } from '../core/rpc'

/** `GET /products/suggest`: at most 6 products and a few categories matching the text typed so far (2-100 chars). */
export async function suggestSearch(q: string, options: RequestOptions = {}): Promise<SearchSuggestions> {
  const response = await rpc.products.suggest.$get({ query: { q } }, rpcOptions(options))
  return (await response.json()).data
}
