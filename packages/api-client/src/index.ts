export { api } from './api'
export { ApiError, isApiError } from './core/api-error'
export { setApiNavigator } from './core/navigation'
export type { ApiResult } from './core/parse-body'
export { API_BASE, request } from './core/request'
export { type RequestOptions, SUPPRESS_TOAST_HEADER, UPLOAD_TIMEOUT } from './core/request-options'
export { rpc, rpcOptions } from './core/rpc'
export { toQuery } from './core/to-query'
export type { PasswordChangeInput, ProfileInput } from './endpoints/account'
export type {
  AccountUser,
  AddressDto,
  AddressInput,
  OrderDto,
  OrderInput,
  OrderItemDto,
  ShippingAddressDto,
} from './endpoints/account-types'
export { type ExchangeRateDto, toExchangeRates } from './endpoints/exchange-rates'
export type { MyOrdersParams, PlacedOrder } from './endpoints/orders'
export type { ProductListParams } from './endpoints/products'
export { useExchangeRates } from './hooks/use-exchange-rates'
export { usePublicSettings } from './hooks/use-public-settings'
export { accountQueries } from './queries/account-queries'
export { exchangeRateQueries, RATES_POLL_INTERVAL_MS } from './queries/exchange-rate-queries'
export { orderQueries } from './queries/order-queries'
export { productQueries } from './queries/product-queries'
export { settingsQueries } from './queries/settings-queries'
export { wishlistQueries } from './queries/wishlist-queries'
