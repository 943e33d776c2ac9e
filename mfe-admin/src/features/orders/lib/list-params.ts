import {
  ORDER_STATUSES,
  type OrderStatus,
  PAGE_SIZE,
  PAYMENT_STATUSES,
  type PaymentStatus,
} from '@shop/domain'

/** The orders screen's filters and page, as kept in the address (`?search=&status=&paymentStatus=&page=`). */
export interface OrderListParams {
  page: number
  search: string
  /** '' is every status. */
  status: OrderStatus | ''
  paymentStatus: PaymentStatus | ''
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' =>
  values.find((candidate) => candidate === value) ?? ''

/** Reads the filters from the address; anything unreadable falls back to the unfiltered first page. */
export function readOrderListParams(search: URLSearchParams): OrderListParams {
  const page = Number(search.get('page'))
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    search: search.get('search')?.trim() ?? '',
    status: oneOf(ORDER_STATUSES, search.get('status')),
    paymentStatus: oneOf(PAYMENT_STATUSES, search.get('paymentStatus')),
  }
}

/** Writes the filters into the address, leaving defaults out so the plain screen keeps a plain address. */
export function writeOrderListParams(search: URLSearchParams, params: OrderListParams): URLSearchParams {
  const next = new URLSearchParams(search)
  const set = (key: string, value: string) => (value ? next.set(key, value) : next.delete(key))
  set('search', params.search.trim())
  set('status', params.status)
  set('paymentStatus', params.paymentStatus)
  set('page', params.page > 1 ? String(params.page) : '')
  return next
}

/** The API query of a list page (GET /orders): unset filters are left out. */
export function orderListQuery(params: OrderListParams) {
  return {
    page: params.page,
    limit: PAGE_SIZE.adminOrders,
    search: params.search || undefined,
    status: params.status || undefined,
    paymentStatus: params.paymentStatus || undefined,
  }
}
