export { api } from './api'
export { ApiError, isApiError } from './core/api-error'
export { setApiNavigator } from './core/navigation'
export type { ApiResult } from './core/parse-body'
export { API_BASE, request } from './core/request'
export { type RequestOptions, SUPPRESS_TOAST_HEADER, UPLOAD_TIMEOUT } from './core/request-options'
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
export type { MyOrdersParams, PlacedOrder } from './endpoints/orders'
export type { ProductListParams } from './endpoints/products'
export { usePublicSettings } from './hooks/use-public-settings'
export { accountQueries } from './queries/account-queries'
export { orderQueries } from './queries/order-queries'
export { productQueries } from './queries/product-queries'
export { settingsQueries } from './queries/settings-queries'
export { wishlistQueries } from './queries/wishlist-queries'
