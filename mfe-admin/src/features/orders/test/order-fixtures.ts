import type { AuditLogEntry, OrderDto } from '@shop/domain'
import { http } from 'msw'
import { fail, ok } from '../../../test/api-server'
import { historyHandler } from '../../../test/history-fixtures'

/** An order of two lines (2 × 100 ₺ and 1 × 49,90 ₺) by Ayşe Yılmaz; `overrides` change any field. */
export function order(id: string, orderNumber: string, overrides: Partial<OrderDto> = {}): OrderDto {
  return {
    _id: id,
    orderNumber,
    user: 'u1',
    status: 'pending',
    paymentStatus: 'pending',
    paymentMethod: 'whatsapp',
    items: [
      {
        _id: `${id}-l1`,
        product: 'p1',
        productName: { tr: 'Kompozit Dolgu', en: 'Composite Filling' },
        productImage: '/media/products/p1.webp',
        sku: 'KMP-1',
        quantity: 2,
        price: 100,
        total: 200,
      },
      {
        _id: `${id}-l2`,
        product: null,
        productName: { tr: 'Ağız Aynası' },
        productImage: null,
        sku: 'AYN-1',
        quantity: 1,
        price: 49.9,
        total: 49.9,
      },
    ],
    shippingAddress: {
      title: 'Muayenehane',
      fullName: 'Ayşe Yılmaz',
      phone: '0532 111 22 33',
      city: 'İzmir',
      district: 'Konak',
      neighborhood: 'Alsancak',
      addressLine: 'Kıbrıs Şehitleri Cad. No: 10',
      postalCode: '35220',
    },
    notes: null,
    subtotal: 249.9,
    shippingCost: 0,
    taxAmount: 44.98,
    discountAmount: 0,
    totalAmount: 294.88,
    trackingNumber: null,
    estimatedDeliveryDate: null,
    whatsappMessage: null,
    language: 'tr',
    canBeCancelled: true,
    cancelledAt: null,
    createdAt: '2025-05-30T09:15:00.000Z',
    updatedAt: '2025-05-30T09:15:00.000Z',
    ...overrides,
  }
}

/** GET /orders answering `orders` as one page of `pages`, `total` in all; `seen` collects every query string. */
export const orderListHandler = (
  orders: () => OrderDto[],
  seen: URLSearchParams[] = [],
  paging: { total?: number; pages?: number } = {},
) =>
  http.get('*/api/orders', ({ request }) => {
    const query = new URL(request.url).searchParams
    seen.push(query)
    const rows = orders()
    return ok(
      { orders: rows },
      {
        page: Number(query.get('page') ?? 1),
        limit: 20,
        total: paging.total ?? rows.length,
        pages: paging.pages ?? 1,
      },
    )
  })

/** GET /orders/admin/:id answering the order, and GET /orders/admin/:id/history answering `history` for it. */
export const orderDetailHandlers = (detail: OrderDto, history: AuditLogEntry[] = []) => [
  http.get('*/api/orders/admin/:id', ({ params }) =>
    params.id === detail._id ? ok({ order: detail }) : fail(404, 'Sipariş bulunamadı'),
  ),
  historyHandler(`*/api/orders/admin/${detail._id}/history`, () => history),
]
