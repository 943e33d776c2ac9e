import {
  adminOrderListQuerySchema,
  auditHistoryQuerySchema,
  idParamSchema,
  type OrderStatusUpdate,
  orderStatsQuerySchema,
  orderStatusUpdateSchema,
  planOrderUpdate,
  readLocalized,
} from '@shop/domain'
import type { MessageLanguage } from '@shop/domain/messages/index'
import type { Context } from 'hono'
import { staffRoutes } from '../../access/policy'
import { listAdminOrders } from '../../db/queries/admin-orders-reads'
import { orderStatsOverview } from '../../db/queries/admin-orders-stats'
import {
  type AdminOrderFields,
  readAdminOrderFields,
  readOrderLineStock,
  writeAdminOrderChange,
} from '../../db/queries/admin-orders-writes'
import { listAuditLog } from '../../db/queries/audit-log'
import { findOrderById } from '../../db/queries/order-reads'
import type { AuthedEnv, Db } from '../../env'
import { timedDb } from '../../lib/db-timing'
import { conflict, fieldFailure, notFound } from '../../lib/errors'
import { message } from '../../lib/messages'
import { ok } from '../../lib/response'
import { validate } from '../../lib/validate'

/** Reads and writes race other admins and the customer's cancel; a change that lost is re-planned from a fresh read. */
const MAX_ATTEMPTS = 3

const orderNotFound = () => notFound(message('order.not_found'))

/** The order as staff read it (any customer's), for answers. */
async function staffOrder(c: Context<AuthedEnv>, id: string) {
  const order = await findOrderById(c.var.db, { userId: c.var.user.id, isAdmin: true }, id)
  if (!order) throw orderNotFound()
  return order
}

/** Re-opening needs every line's units back from stock: 409 naming the first product that has too few or is gone. */
async function ensureStockToReopen(db: Db, orderId: string, lang: MessageLanguage) {
  for (const line of await readOrderLineStock(db, orderId)) {
    const product = readLocalized(line.name, lang)
    if (line.productId === null || line.stock === null) {
      throw fieldFailure(409, 'status', message('admin.order.reopen_product_missing', { product }, lang))
    }
    if (line.stock < line.quantity) {
      const params = { product, quantity: line.quantity, stock: line.stock }
      throw fieldFailure(409, 'status', message('admin.order.reopen_short_stock', params, lang))
    }
  }
}

const sameFields = (a: AdminOrderFields, b: AdminOrderFields) =>
  a.status === b.status &&
  a.paymentStatus === b.paymentStatus &&
  a.trackingNumber === b.trackingNumber &&
  a.estimatedDeliveryDate === b.estimatedDeliveryDate

/**
 * Applies an admin's PATCH /orders/{id}/status: the domain's transition table and payment rule decide, the write
 * moves stock with the status in one batch. A request that changes nothing writes nothing (and no audit row).
 */
async function changeOrder(c: Context<AuthedEnv>, orderId: string, request: OrderStatusUpdate) {
  const { db, lang } = c.var
  for (let attempt = 1; ; attempt++) {
    const before = await readAdminOrderFields(db, orderId)
    if (!before) throw orderNotFound()
    const plan = planOrderUpdate(before, request)
    if (!plan.ok && plan.reason === 'transition') {
      const from = message(`order_status.${plan.from}`, {}, lang)
      const to = message(`order_status.${plan.to}`, {}, lang)
      throw fieldFailure(409, 'status', message('admin.order.transition_refused', { from, to }, lang))
    }
    if (!plan.ok) {
      const key =
        before.status === 'cancelled'
          ? 'admin.order.cancelled_payment_completed'
          : 'admin.order.paid_cannot_cancel'
      throw fieldFailure(409, 'paymentStatus', message(key))
    }
    const after: AdminOrderFields = {
      status: plan.status,
      paymentStatus: plan.paymentStatus,
      trackingNumber: request.trackingNumber === undefined ? before.trackingNumber : request.trackingNumber,
      estimatedDeliveryDate:
        request.estimatedDeliveryDate === undefined
          ? before.estimatedDeliveryDate
          : request.estimatedDeliveryDate,
    }
    if (sameFields(before, after)) return
    if (plan.stock === 'take') await ensureStockToReopen(db, orderId, lang)
    const outcome = await writeAdminOrderChange(db, {
      orderId,
      actorId: c.var.user.id,
      before,
      after,
      stock: plan.stock,
    })
    if (outcome === 'applied') return
    // Stock sold between the check and the batch: name the product now short, if it still is.
    if (outcome === 'short_stock') await ensureStockToReopen(db, orderId, lang)
    if (attempt >= MAX_ATTEMPTS) throw conflict(message('admin.order.changed'))
  }
}

/**
 * Order management (staff: admins and moderators), mounted on /orders before the customer's app. No GET takes a bare
 * `/:param` (the customer app's `GET /orders/:id` already answers staff for any order): the detail is
 * `GET /orders/admin/:id`, its history (the order's audit rows, which moderators see without the whole log)
 * `GET /orders/admin/:id/history`, and fixed paths come first.
 */
export const ordersAdmin = staffRoutes()
  .get('/', validate('query', adminOrderListQuerySchema), async (c) => {
    const page = await timedDb(c, listAdminOrders(c.var.db, c.req.valid('query')))
    return ok(c, { orders: page.orders }, page.pagination)
  })
  .get('/stats/overview', validate('query', orderStatsQuerySchema), async (c) => {
    const { period, timeZone } = c.req.valid('query')
    return ok(c, await timedDb(c, orderStatsOverview(c.var.db, period, { timeZone })))
  })
  .get('/admin/:id', validate('param', idParamSchema), async (c) => {
    return ok(c, { order: await staffOrder(c, c.req.valid('param').id) })
  })
  .get(
    '/admin/:id/history',
    validate('param', idParamSchema),
    validate('query', auditHistoryQuerySchema),
    async (c) => {
      const filter = { ...c.req.valid('query'), entity: 'order' as const, entityId: c.req.valid('param').id }
      const page = await timedDb(c, listAuditLog(c.var.db, filter))
      return ok(c, { entries: page.entries }, page.pagination)
    },
  )
  .patch(
    '/:id/status',
    validate('param', idParamSchema),
    validate('json', orderStatusUpdateSchema),
    async (c) => {
      const { id } = c.req.valid('param')
      await changeOrder(c, id, c.req.valid('json'))
      return ok(c, { order: await staffOrder(c, id) })
    },
  )
