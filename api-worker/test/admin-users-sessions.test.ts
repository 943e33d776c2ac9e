import { env } from 'cloudflare:workers'
import type { AdminUserDto, OrderAnswer, UserDto } from '@shop/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import { type Admin, asAdmin, createdUser, login, newAdmin, tokenWorks } from './helpers/admin-users'
import { call, registerCustomer, validAddress } from './helpers/api'
import { tr } from './helpers/messages'
import { orderOf, product } from './helpers/orders'

let admin: Admin

beforeAll(async () => {
  admin = await newAdmin()
})

async function openSessions(userId: string): Promise<number> {
  const row = await env.DB.prepare(
    'select count(*) as n from sessions where user_id = ? and revoked_at is null',
  )
    .bind(userId)
    .first<{ n: number }>()
  return row?.n ?? 0
}

const toggle = (id: string) => asAdmin(admin, `/${id}/toggle-status`, { method: 'PATCH' })

describe('deactivation', () => {
  it('ends every token of the user at once; reactivating brings none back, logging in again works', async () => {
    const customer = await registerCustomer()
    const second = await login(customer.email, customer.password)
    expect(await tokenWorks(customer.token)).toBe(true)
    expect(await tokenWorks(second)).toBe(true)

    const off = await toggle(customer.user._id)
    expect(off.status).toBe(200)
    expect(off.body.data.user.isActive).toBe(false)
    expect(await tokenWorks(customer.token)).toBe(false)
    expect(await tokenWorks(second)).toBe(false)
    expect(await openSessions(customer.user._id)).toBe(0)
    const refused = await call('/auth/login', {
      body: { email: customer.email, password: customer.password },
    })
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe(tr['auth.account_deactivated'])

    const on = await toggle(customer.user._id)
    expect(on.body.data.user.isActive).toBe(true)
    expect(await tokenWorks(customer.token)).toBe(false)
    expect(await tokenWorks(await login(customer.email, customer.password))).toBe(true)
  })

  it('through an edit ends the sessions too; an edit that keeps the user active ends none', async () => {
    const customer = await registerCustomer()
    const edit = (isActive: boolean) =>
      asAdmin(admin, `/${customer.user._id}`, {
        method: 'PUT',
        body: { name: 'Ayşe Demir', email: customer.email, phone: '', role: 'user', isActive },
      })
    expect((await edit(true)).status).toBe(200)
    expect(await tokenWorks(customer.token)).toBe(true)
    const off = await edit(false)
    expect(off.status).toBe(200)
    expect(off.body.data.user).toMatchObject({ name: 'Ayşe Demir', isActive: false, phone: null })
    expect(await tokenWorks(customer.token)).toBe(false)
  })

  it('of a moderator ends their staff access at once', async () => {
    const moderator = await createdUser(admin, { role: 'moderator' })
    const token = await login(moderator.email, moderator.password)
    expect((await call('/dashboard/stats', { token })).status).toBe(200)
    expect((await toggle(moderator._id)).status).toBe(200)
    expect((await call('/dashboard/stats', { token })).status).toBe(401)
  })
})

describe('deletion', () => {
  it('ends the token, keeps the orders readable by the admin and frees the e-mail', async () => {
    const customer = await registerCustomer()
    const address = await call('/auth/addresses', { token: customer.token, body: validAddress })
    expect(address.status).toBe(201)
    const order = await orderOf(customer, { items: [{ product: await product(), quantity: 2 }] })
    expect((await asAdmin(admin, `/${customer.user._id}`)).body.data.user.orderCount).toBe(1)

    const removed = await asAdmin<{ deleted: string }>(admin, `/${customer.user._id}`, { method: 'DELETE' })
    expect(removed.status).toBe(200)
    expect(removed.body.data).toEqual({ deleted: customer.user._id })
    expect(await tokenWorks(customer.token)).toBe(false)
    expect(await openSessions(customer.user._id)).toBe(0)

    const read = await call<OrderAnswer>(`/orders/${order._id}`, { token: admin.token })
    expect(read.status).toBe(200)
    expect(read.body.data.order).toMatchObject({ _id: order._id, orderNumber: order.orderNumber })
    expect((await asAdmin(admin, `/${customer.user._id}`)).status).toBe(404)
    expect((await asAdmin(admin, `/${customer.user._id}`, { method: 'DELETE' })).status).toBe(404)

    // The row stays for the order, with nothing personal left and no way to log in.
    const row = await env.DB.prepare(
      'select name, email, phone, is_active, deleted_at, password_hash from users where id = ?',
    )
      .bind(customer.user._id)
      .first<Record<string, unknown>>()
    expect(row).toMatchObject({
      name: '',
      email: `deleted-${customer.user._id}@deleted.invalid`,
      phone: null,
      is_active: 0,
      password_hash: 'deleted',
    })
    expect(row?.deleted_at).toEqual(expect.any(String))
    const addresses = await env.DB.prepare('select count(*) as n from addresses where user_id = ?')
      .bind(customer.user._id)
      .first<{ n: number }>()
    expect(addresses?.n).toBe(0)
    const oldLogin = await call('/auth/login', {
      body: { email: customer.email, password: customer.password },
    })
    expect(oldLogin.status).toBe(401)

    const again = await call<{ user: UserDto }>('/auth/register', {
      body: { name: 'Yeni Ayşe', email: customer.email, password: 'another1' },
    })
    expect(again.status).toBe(201)
    expect(again.body.data.user._id).not.toBe(customer.user._id)
    const created = await asAdmin(admin, '', {
      body: { name: 'Bir Daha', email: `ikinci-${customer.email}`, password: 'secret12' },
    })
    expect(created.status).toBe(201)
  })

  it('leaves the deleted user out of the list and its search', async () => {
    const user = await createdUser(admin, { name: 'Silinecek Kişi' })
    const search = () =>
      asAdmin<{ users: AdminUserDto[] }>(admin, `?search=${encodeURIComponent('Silinecek')}`)
    expect((await search()).body.data.users.map((found) => found._id)).toContain(user._id)
    expect((await asAdmin(admin, `/${user._id}`, { method: 'DELETE' })).status).toBe(200)
    const after = await search()
    expect(after.body.data.users.map((found) => found._id)).not.toContain(user._id)
    const all = await asAdmin<{ users: AdminUserDto[] }>(admin, '?limit=100')
    expect(all.body.data.users.every((found) => !found.email.endsWith('@deleted.invalid'))).toBe(true)
  })
})

describe('password reset', () => {
  it('sets a password that logs in, refuses the old one and ends every session of the user', async () => {
    const customer = await registerCustomer()
    const second = await login(customer.email, customer.password)
    const reset = await asAdmin(admin, `/${customer.user._id}/reset-password`, {
      method: 'PATCH',
      body: { newPassword: 'fresh-secret' },
    })
    expect(reset.status).toBe(200)
    expect(reset.body.data.user._id).toBe(customer.user._id)
    expect(await tokenWorks(customer.token)).toBe(false)
    expect(await tokenWorks(second)).toBe(false)
    const old = await call('/auth/login', { body: { email: customer.email, password: customer.password } })
    expect(old.status).toBe(401)
    expect(await tokenWorks(await login(customer.email, 'fresh-secret'))).toBe(true)
  })

  it('of the admin’s own account keeps the session that made it and ends the others', async () => {
    const self = await createdUser(admin, { role: 'admin' })
    const acting = { id: self._id, token: await login(self.email, self.password) }
    const elsewhere = await login(self.email, self.password)
    const reset = await asAdmin(acting, `/${self._id}/reset-password`, {
      method: 'PATCH',
      body: { newPassword: 'admin-secret' },
    })
    expect(reset.status).toBe(200)
    expect(await tokenWorks(acting.token)).toBe(true)
    expect(await tokenWorks(elsewhere)).toBe(false)
  })
})
