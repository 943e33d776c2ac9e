import {
  createOrderSchema,
  myOrdersQuerySchema,
  type OrderDto,
  type Settings,
  whatsappUrl,
} from '@shop/domain'
import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { customerBatchRoutes, customerRoutes } from '../access/policy'
import { findOrderById, findOrderByNumber, listOrdersOfUser } from '../db/queries/order-reads'
import { cancelOrderAndRestock } from '../db/queries/order-writes'
import { readSettings } from '../db/queries/settings'
import type { AuthedEnv } from '../env'
import { conflict, notFound } from '../lib/errors'
import { keepAlive } from '../lib/keep-alive'
import { message } from '../lib/messages'
import { placeOrder } from '../lib/place-order'
import { requestLanguage } from '../lib/request-language'
import { ok } from '../lib/response'
import { validate } from '../lib/validate'

/** Printable ASCII, as clients generate them (UUIDs and the like). */
const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,200}$/

function idempotencyKey(c: Context): string | null {
  const key = c.req.header('Idempotency-Key')?.trim()
  if (key === undefined || key === '') return null
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw new HTTPException(400, { message: message('order.idempotency_key_invalid') })
  }
  return key
}

/** The order and the WhatsApp chat carrying its message, when WhatsApp is on and has a number. */
function orderAnswer({ whatsapp }: Settings, order: OrderDto) {
  const url = whatsapp.isEnabled ? whatsappUrl(whatsapp.phoneNumber, order.whatsappMessage) : null
  return { order, whatsappUrl: url }
}

/** Staff (admins and moderators) read any order; a customer only their own. */
const reader = (c: Context<AuthedEnv>) => ({
  userId: c.var.user.id,
  isAdmin: c.var.user.role === 'admin' || c.var.user.role === 'moderator',
})

/**
 * POST /orders: the order's own batch proves the session open (access/policy.ts `customerBatchRoutes`), so an order
 * placed by facts this isolate already read makes one D1 round trip (lib/place-order.ts).
 */
const placement = customerBatchRoutes().post('/', validate('json', createOrderSchema), async (c) => {
  const request = c.req.valid('json')
  const { order, replayed, settings } = await placeOrder(c.var.db, {
    session: c.var.session,
    request,
    language: requestLanguage(request.language, c.req.header('Accept-Language')),
    idempotencyKey: idempotencyKey(c),
    onSessionConfirmed: () => c.set('sessionConfirmed', true),
    keepAlive: (work) => keepAlive(c, work),
  })
  // A replay answers exactly like the first response, so a client that lost it sees no difference.
  if (replayed) c.header('Idempotent-Replayed', 'true')
  return ok(c, orderAnswer(settings, order), undefined, 201)
})

export const orders = customerRoutes()
  .get('/my-orders', validate('query', myOrdersQuerySchema), async (c) => {
    const { page, limit } = c.req.valid('query')
    const result = await listOrdersOfUser(c.var.db, c.var.user.id, page, limit)
    return ok(c, { orders: result.orders }, result.pagination)
  })
  .get('/number/:number', async (c) => {
    const order = await findOrderByNumber(c.var.db, reader(c), c.req.param('number'))
    if (!order) throw notFound(message('order.not_found'))
    return ok(c, orderAnswer(await readSettings(c.var.db), order))
  })
  .get('/:id', async (c) => {
    const order = await findOrderById(c.var.db, reader(c), c.req.param('id'))
    if (!order) throw notFound(message('order.not_found'))
    return ok(c, orderAnswer(await readSettings(c.var.db), order))
  })
  .patch('/:id/cancel', async (c) => {
    const userId = c.var.user.id
    const id = c.req.param('id')
    const current = await findOrderById(c.var.db, { userId }, id)
    if (!current) throw notFound(message('order.not_found'))
    if (!current.canBeCancelled || !(await cancelOrderAndRestock(c.var.db, userId, id))) {
      throw conflict(message('order.cannot_cancel'))
    }
    const order = await findOrderById(c.var.db, { userId }, id)
    if (!order) throw notFound(message('order.not_found'))
    return ok(c, { order })
  })
  .route('/', placement)
