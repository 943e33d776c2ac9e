import { env } from 'cloudflare:workers'
import { MAX_ADDRESSES } from '@shop/domain'
import { describe, expect, it } from 'vitest'
import { validAddress } from '../helpers/api'
import { product, stockOf } from '../helpers/orders'
import { userWithRole } from '../helpers/staff'
import { send } from './support/send'
import { familyTally } from './support/summary'

const tally = familyTally('limits under parallel writes')

function post(path: string, token: string, body: unknown, headers: Record<string, string> = {}) {
  return send({
    method: 'POST',
    path,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
}

const order = (token: string, productId: string, headers?: Record<string, string>) =>
  post(
    '/api/orders',
    token,
    { items: [{ product: productId, quantity: 1 }], shippingAddress: validAddress },
    headers,
  )

/** Records the attempts and the broken rules of one check, then fails on any. */
function settle(attempts: number, failures: string[]) {
  tally.attempts += attempts
  tally.failures.push(...failures)
  expect(failures).toEqual([])
}

describe('limits under parallel writes', () => {
  it(`30 parallel address saves for one user store at most ${MAX_ADDRESSES}`, async () => {
    const customer = await userWithRole('user')
    const token = await customer.token()
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => post('/api/auth/addresses', token, validAddress)),
    )
    const stored = await env.DB.prepare('select count(*) as n from addresses where user_id = ?')
      .bind(customer.id)
      .first<{ n: number }>()
    const failures: string[] = []
    const statuses = answers.map((answer) => answer.status)
    if (statuses.some((status) => status >= 500)) failures.push(`5xx among ${statuses.join(',')}`)
    if ((stored?.n ?? 0) > MAX_ADDRESSES) failures.push(`${stored?.n} addresses stored`)
    if (statuses.filter((status) => status === 201).length !== MAX_ADDRESSES)
      failures.push(`accepted: ${statuses.join(',')}`)
    settle(answers.length, failures)
  })

  it('one Idempotency-Key under 20 parallel submits makes exactly one order', async () => {
    const customer = await userWithRole('user')
    const token = await customer.token()
    const item = await product({ stock: 100 })
    const key = `sec-${crypto.randomUUID()}`
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => order(token, item, { 'Idempotency-Key': key })),
    )
    const orders = await env.DB.prepare('select count(*) as n from orders where user_id = ?')
      .bind(customer.id)
      .first<{ n: number }>()
    const failures: string[] = []
    if (orders?.n !== 1) failures.push(`${orders?.n} orders stored`)
    if ((await stockOf(item)) !== 99) failures.push(`stock ${await stockOf(item)}`)
    const numbers = new Set(
      answers
        .filter((answer) => answer.status < 300)
        .map((answer) => JSON.parse(answer.text).data.order.orderNumber),
    )
    if (numbers.size !== 1) failures.push(`order numbers answered: ${[...numbers].join(',')}`)
    if (answers.some((answer) => answer.status >= 500))
      failures.push(`5xx: ${answers.map((a) => a.status).join(',')}`)
    settle(answers.length, failures)
  })

  it('200 parallel orders against a stock of 7: exactly 7 succeed, stock 0, never negative, numbers unique', async () => {
    const customers = await Promise.all(Array.from({ length: 10 }, () => userWithRole('user')))
    const tokens = await Promise.all(customers.map((customer) => customer.token()))
    const scarce = await product({ name: 'Son Yedi Frez', stock: 7 })
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => order(tokens[i % tokens.length] ?? '', scarce)),
    )
    const placed = answers.filter((answer) => answer.status === 201)
    const numbers = new Set(placed.map((answer) => JSON.parse(answer.text).data.order.orderNumber))
    const units = await env.DB.prepare(
      'select coalesce(sum(quantity), 0) as n from order_items where product_id = ?',
    )
      .bind(scarce)
      .first<{ n: number }>()
    const failures: string[] = []
    if (placed.length !== 7) failures.push(`${placed.length} orders placed`)
    if ((await stockOf(scarce)) !== 0) failures.push(`stock ${await stockOf(scarce)}`)
    if (units?.n !== 7) failures.push(`${units?.n} units ordered`)
    if (numbers.size !== placed.length) failures.push('order numbers repeat')
    const others = answers.filter((answer) => answer.status !== 201 && answer.status !== 409)
    if (others.length)
      failures.push(`other answers: ${others.map((a) => `${a.status} ${a.text.slice(0, 80)}`).join('; ')}`)
    settle(answers.length, failures)
  }, 60_000)
})
