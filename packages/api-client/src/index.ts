export { ApiError, isApiError } from './core/api-error'
export { request, rpc } from './core/calls'
export { provideTransport, type Transport } from './core/lazy-transport'
export { setApiNavigator } from './core/navigation'
export { loadToasts, notify, TOAST_WANTED_EVENT } from './core/notify'
export type { ApiResult } from './core/parse-body'
export {
  API_BASE,
  type HttpMethod,
  type RequestOptions,
  SUPPRESS_TOAST_HEADER,
  UPLOAD_TIMEOUT,
} from './core/request-options'
export type { RpcClient } from './core/rpc'
export { toQuery } from './core/to-query'
// One named function per call, so an app bundles only the calls it makes.
export {
  addAddress,
  changePassword,
  deleteAddress,
  getProfile,
  logout,
  type PasswordChangeInput,
  type ProfileInput,
  updateAddress,
  updateProfile,
} from './endpoints/account'
export type { AccountUser } from './endpoints/account-types'
export { login, register } from './endpoints/auth'
export { toExchangeRates } from './endpoints/exchange-rates'
export {
  cancelOrder,
  createOrder,
  getOrder,
  listMyOrders,
  type MyOrdersParams,
  type PlacedOrder,
  quoteOrder,
} from './endpoints/orders'
export { getProductFacets, type ProductFacetsParams } from './endpoints/product-facets'
export { listProducts, type ProductListParams } from './endpoints/products'
export { suggestSearch } from './endpoints/search'
export { getPublicSettings } from './endpoints/settings'
export { addToWishlist, getWishlist, removeFromWishlist } from './endpoints/wishlist'
export { useExchangeRates } from './hooks/use-exchange-rates'
export { usePublicSettings } from './hooks/use-public-settings'
export { accountQueries } from './queries/account-queries'
export { exchangeRateQueries, RATES_POLL_INTERVAL_MS } from './queries/exchange-rate-queries'
export { orderQueries } from './queries/order-queries'
export { productFacetQueries } from './queries/product-facet-queries'
export { productQueries } from './queries/product-queries'
export { searchQueries } from './queries/search-queries'
export { settingsQueries } from './queries/settings-queries'
export { wishlistQueries } from './queries/wishlist-queries'
