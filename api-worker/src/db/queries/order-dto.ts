import { canBeCancelled, kurusToLira, type OrderDto, type OrderItemDto } from '@shop/domain'
import type { orderItems, orders } from '../schema'

export type OrderRow = typeof orders.$inferSelect
export type OrderItemRow = typeof orderItems.$inferSelect

/** The one crossing from a stored order (kuruş) to what the API sends (lira, `_id`, `canBeCancelled`). */
export function toOrderDto(row: OrderRow, items: OrderItemRow[]): OrderDto {
  return {
    _id: row.id,
    orderNumber: row.orderNumber,
    user: row.userId,
    status: row.status,
    paymentStatus: row.paymentStatus,
    paymentMethod: row.paymentMethod,
    items: items.map(toOrderItemDto),
    shippingAddress: row.shippingAddress,
    notes: row.notes,
    subtotal: kurusToLira(row.subtotal),
    shippingCost: kurusToLira(row.shippingCost),
    taxAmount: kurusToLira(row.taxAmount),
    discountAmount: kurusToLira(row.discountAmount),
    totalAmount: kurusToLira(row.totalAmount),
    trackingNumber: row.trackingNumber,
    estimatedDeliveryDate: row.estimatedDeliveryDate,
    whatsappMessage: row.whatsappMessage,
    language: row.language,
    canBeCancelled: canBeCancelled(row),
    cancelledAt: row.cancelledAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  }
}

function toOrderItemDto(row: OrderItemRow): OrderItemDto {
  return {
    _id: row.id,
    product: row.productId,
    productName: row.productName,
    productImage: row.productImage,
    sku: row.sku,
    quantity: row.quantity,
    price: kurusToLira(row.unitPrice),
    total: kurusToLira(row.total),
  }
}
