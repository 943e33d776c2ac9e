import type { OrderDto } from '@shop/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import { placeOrder, setOrderState, uniqueDigits, uniqueLetters } from './admin-orders-fixtures'
import { type Customer, call, registerCustomer } from './helpers/api'
import { en, tr } from './helpers/messages'
import { moderatorToken, userWithRole } from './helpers/staff'

type ListAnswer = { orders: OrderDto[] }

let admin: string
let customer: Customer

/** A name and a phone no other order has, so each search below knows exactly what it should find. */
const marker = uniqueLetters()
const fullName = `Şükrü ${marker}`
const phoneDigits = `0532${uniqueDigits(7)}`
const phone = `${phoneDigits.slice(0, 4)} ${phoneDigits.slice(4, 7)} ${phoneDigits.slice(7, 9)} ${phoneDigits.slice(9)}`

/** 23 orders under the marker name, oldest first; the last one also carries the phone. */
let placed: OrderDto[]

beforeAll(async () => {
  admin = await (await userWithRole('admin')).token()
  customer = await registerCustomer()
  placed = []
  for (let index = 0; index < 23; index++) {
    const last = index === 22
    const { order } = await placeOrder(customer, {
      quantity: 1 + (index % 3),
      fullName,
      ...(last ? { phone } : {}),
    })
    placed.push(order)
  }
})

const list = (query: string, token = admin, headers: Record<string, string> = {}) =>
  call<ListAnswer>(`/orders${query}`, { token, headers })

const ids = (orders: OrderDto[]) => orders.map((order) => order._id)

describe('GET /orders (admin list)', () => {
  it('pages by 20, newest first, with each order’s lines for the item count', async () => {
    const first = await list(`?search=${marker}`)
    expect(first.status).toBe(200)
    expect(first.body.pagination).toEqual({ page: 1, limit: 20, total: 23, pages: 2 })
    const newestFirst = ids([...placed].reverse())
    expect(ids(first.body.data.orders)).toEqual(newestFirst.slice(0, 20))
    expect(first.body.data.orders[0]?.items).toHaveLength(1)
    expect(first.body.data.orders[0]?.items[0]?.quantity).toBe(placed[22]?.items[0]?.quantity)
    expect(first.body.data.orders[0]?.shippingAddress).toMatchObject({ fullName, phone })

    const second = await list(`?search=${marker}&page=2`)
    expect(second.body.pagination).toEqual({ page: 2, limit: 20, total: 23, pages: 2 })
    expect(ids(second.body.data.orders)).toEqual(newestFirst.slice(20))

    const small = await list(`?search=${marker}&limit=5&page=3`)
    expect(small.body.pagination).toEqual({ page: 3, limit: 5, total: 23, pages: 5 })
    expect(ids(small.body.data.orders)).toEqual(newestFirst.slice(10, 15))
  })

  it('lists every customer’s orders without a search', async () => {
    const other = await registerCustomer()
    const { order } = await placeOrder(other)
    const { body } = await list('')
    expect(body.pagination?.limit).toBe(20)
    expect(body.data.orders[0]?._id).toBe(order._id)
    expect(body.pagination?.total).toBeGreaterThanOrEqual(24)
  })

  it('finds an order by its number, whole or in part, in any case', async () => {
    const target = placed[5] as OrderDto
    for (const search of [target.orderNumber, target.orderNumber.slice(-5).toLowerCase()]) {
      const { body } = await list(`?search=${encodeURIComponent(search)}`)
      expect(ids(body.data.orders)).toEqual([target._id])
    }
  })

  it('answers a search longer than a LIKE pattern may be (D1: 50 bytes) with the orders it matches', async () => {
    const long = `${fullName} ${'ş'.repeat(60)}`
    const { status, body } = await list(`?search=${encodeURIComponent(long)}`)
    expect(status).toBe(200)
    expect(body.data.orders).toEqual([])
  })

  it('finds orders by the shipping name, Turkish letters and case folded', async () => {
    for (const search of [`şükrü ${marker}`, `SUKRU ${marker.toUpperCase()}`, `Şükrü ${marker}`]) {
      const { body } = await list(`?search=${encodeURIComponent(search)}&limit=100`)
      expect(body.pagination?.total, search).toBe(23)
    }
  })

  it('folds every Turkish letter alike in the index and in the search, whichever case either is written in', async () => {
    const other = uniqueLetters()
    const { order } = await placeOrder(customer, { fullName: `Çağrı İlkay Işık Öztürk Şükrü ${other}` })
    for (const search of [
      `cagri ilkay isik ozturk sukru ${other}`,
      `ÇAĞRI İLKAY IŞIK ÖZTÜRK ŞÜKRÜ ${other.toUpperCase()}`,
      `çağrı ilkay ışık öztürk şükrü ${other}`,
      'ılkay ışık',
    ]) {
      const { body } = await list(`?search=${encodeURIComponent(search)}&limit=100`)
      expect(ids(body.data.orders), search).toContain(order._id)
    }
  })

  it('finds an order by the shipping phone, spaces and the country code ignored on both sides', async () => {
    const last = placed[22] as OrderDto
    const asWhatsappShowsIt = `+90 ${phone.slice(1)}`
    for (const search of [
      phoneDigits,
      phone,
      `${phoneDigits.slice(4, 7)} ${phoneDigits.slice(7)}`,
      asWhatsappShowsIt,
      `0090${phoneDigits.slice(1)}`,
    ]) {
      const { body } = await list(`?search=${encodeURIComponent(search)}`)
      expect(ids(body.data.orders), search).toEqual([last._id])
    }
  })

  it('takes LIKE wildcards in a search literally', async () => {
    for (const search of ['%', '_', `${marker}%`]) {
      const { body } = await list(`?search=${encodeURIComponent(search)}`)
      expect(body.pagination?.total, search).toBe(0)
    }
  })

  it('filters by order status and by payment status, alone and together', async () => {
    const [a, b, c] = placed as [OrderDto, OrderDto, OrderDto]
    await setOrderState(a._id, 'shipped', 'completed')
    await setOrderState(b._id, 'shipped', 'pending')
    await setOrderState(c._id, 'delivered', 'completed')
    const shipped = await list(`?search=${marker}&status=shipped`)
    expect(ids(shipped.body.data.orders).sort()).toEqual([a._id, b._id].sort())
    const paid = await list(`?search=${marker}&paymentStatus=completed`)
    expect(ids(paid.body.data.orders).sort()).toEqual([a._id, c._id].sort())
    const both = await list(`?search=${marker}&status=shipped&paymentStatus=completed`)
    expect(ids(both.body.data.orders)).toEqual([a._id])
    expect(both.body.pagination).toMatchObject({ total: 1, pages: 1 })
    const all = await list(`?search=${marker}&status=&paymentStatus=all`)
    expect(all.body.pagination?.total).toBe(23)
  })

  it('answers bad filters with 400 in Turkish and English', async () => {
    const status = await list('?status=lost')
    expect(status.status).toBe(400)
    expect(status.body.message).toBe(tr['admin.order.status_invalid'])
    expect(status.body.errors).toEqual([{ field: 'status', message: tr['admin.order.status_invalid'] }])
    const english = await list('?paymentStatus=refunded', admin, { 'Accept-Language': 'en' })
    expect(english.status).toBe(400)
    expect(english.body.message).toBe(en['admin.order.payment_status_invalid'])
    const long = await list(`?search=${'x'.repeat(101)}`, admin, { 'Accept-Language': 'en' })
    expect(long.status).toBe(400)
    expect(long.body.errors).toEqual([{ field: 'search', message: en['validation.too_long'] }])
  })

  it('serves moderators and refuses customers and visitors', async () => {
    const moderator = await list(`?search=${marker}`, await moderatorToken())
    expect(moderator.status).toBe(200)
    expect(moderator.body.pagination?.total).toBe(23)
    const refused = await list('', customer.token)
    expect(refused.status).toBe(403)
    expect(refused.body.data).toBeUndefined()
    expect((await call('/orders')).status).toBe(401)
  })
})
