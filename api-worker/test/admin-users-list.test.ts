import { env } from 'cloudflare:workers'
import { type AdminUserDto, type DashboardStats, type UserStats, userStatsFrom } from '@shop/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import { type Admin, asAdmin, createdUser, newAdmin } from './helpers/admin-users'
import { call, registerCustomer } from './helpers/api'
import { orderOf, product } from './helpers/orders'

let admin: Admin

beforeAll(async () => {
  admin = await newAdmin()
})

const list = (query: string) => asAdmin<{ users: AdminUserDto[] }>(admin, `?${query}`)
const ids = (users: AdminUserDto[]) => users.map((user) => user._id)

const setCreatedAt = (id: string, daysAgo: number) =>
  env.DB.prepare('update users set created_at = ? where id = ?')
    .bind(new Date(Date.now() - daysAgo * 86_400_000).toISOString(), id)
    .run()

describe('GET /users', () => {
  it('pages users newest first, 20 by default, with the total of the search', async () => {
    const marker = `Sayfa${crypto.randomUUID().slice(0, 6)}`
    const made: string[] = []
    for (let index = 0; index < 5; index++) {
      const user = await createdUser(admin, { name: `${marker} ${index}` })
      await setCreatedAt(user._id, 10 - index)
      made.push(user._id)
    }
    const newestFirst = [...made].reverse()
    const first = await list(`search=${marker}&limit=2`)
    expect(first.status).toBe(200)
    expect(first.body.pagination).toEqual({ page: 1, limit: 2, total: 5, pages: 3 })
    expect(ids(first.body.data.users)).toEqual(newestFirst.slice(0, 2))
    expect(ids((await list(`search=${marker}&limit=2&page=2`)).body.data.users)).toEqual(
      newestFirst.slice(2, 4),
    )
    expect(ids((await list(`search=${marker}&limit=2&page=3`)).body.data.users)).toEqual(newestFirst.slice(4))
    expect((await list(`search=${marker}&limit=2&page=4`)).body.data.users).toEqual([])
    expect((await list('')).body.pagination?.limit).toBe(20)
  })

  it('searches names the Turkish way, e-mails and phones, and takes % and _ literally', async () => {
    const person = await createdUser(admin, {
      name: 'Şükrü Öztürk',
      email: `sukru.${crypto.randomUUID().slice(0, 6)}@klinik.example.com`,
      phone: '0532 987 65 43',
    })
    const other = await createdUser(admin, { name: 'Işıl Çağlar' })
    for (const search of ['şükrü', 'SUKRU', 'öztürk', 'ÖZTÜRK', 'Sükrü Öz', person.email.slice(0, 12)]) {
      expect(ids((await list(`search=${encodeURIComponent(search)}`)).body.data.users), search).toEqual([
        person._id,
      ])
    }
    // '+90 532 987 65 43' as WhatsApp shows the number.
    for (const search of ['0532 987', '98765', '05329876543', '+90 532 987 65 43', '(0532) 987-65-43']) {
      expect(ids((await list(`search=${encodeURIComponent(search)}`)).body.data.users), search).toContain(
        person._id,
      )
    }
    expect(ids((await list(`search=${encodeURIComponent('ışıl çağ')}`)).body.data.users)).toEqual([other._id])
    expect(ids((await list(`search=${encodeURIComponent('ISIL')}`)).body.data.users)).toContain(other._id)
    expect((await list(`search=${encodeURIComponent('%')}`)).body.data.users).toEqual([])
    expect((await list(`search=${encodeURIComponent('_')}`)).body.data.users).toEqual([])
    // Longer than D1 allows a LIKE pattern (50 bytes): still a plain answer, not a 500.
    const long = await list(`search=${encodeURIComponent(`Şükrü Öztürk ${'x'.repeat(120)}`)}`)
    expect(long.status).toBe(200)
    expect(long.body.data.users).toEqual([])
  })
})

describe('GET /users/:id', () => {
  it('answers the user with the number of their orders and never a password hash', async () => {
    const customer = await registerCustomer({ phone: '0533 111 22 33' })
    await orderOf(customer, { items: [{ product: await product(), quantity: 1 }] })
    await orderOf(customer, { items: [{ product: await product(), quantity: 3 }] })
    const { status, body } = await asAdmin(admin, `/${customer.user._id}`)
    expect(status).toBe(200)
    expect(body.data.user).toEqual({
      _id: customer.user._id,
      name: customer.user.name,
      email: customer.email,
      phone: '05331112233',
      role: 'user',
      isActive: true,
      createdAt: customer.user.createdAt,
      updatedAt: expect.any(String),
      orderCount: 2,
    })
    const listed = (await list(`search=${encodeURIComponent(customer.email)}`)).body.data.users
    expect(listed).toEqual([body.data.user])
  })
})

describe('GET /users/stats', () => {
  const stats = async (period = '') => {
    const { status, body } = await asAdmin<UserStats>(admin, `/stats${period ? `?period=${period}` : ''}`)
    expect(status).toBe(200)
    return body.data
  }

  it('counts users per role, active and inactive, and new in the period, deleted users left out', async () => {
    const before = { d30: await stats(), d90: await stats('90d') }
    expect(before.d30.period).toBe('30d')
    expect(before.d30.from).toBe(userStatsFrom('30d'))

    await createdUser(admin, { role: 'moderator' })
    const inactive = await createdUser(admin, { role: 'moderator' })
    expect((await asAdmin(admin, `/${inactive._id}/toggle-status`, { method: 'PATCH' })).status).toBe(200)
    const older = await createdUser(admin)
    await setCreatedAt(older._id, 40)
    const gone = await createdUser(admin)
    expect((await asAdmin(admin, `/${gone._id}`, { method: 'DELETE' })).status).toBe(200)

    const after = { d30: await stats('30d'), d90: await stats('90d') }
    expect(after.d30.totalUsers - before.d30.totalUsers).toBe(3)
    expect(after.d30.activeUsers - before.d30.activeUsers).toBe(2)
    expect(after.d30.inactiveUsers - before.d30.inactiveUsers).toBe(1)
    expect(after.d30.byRole.moderator - before.d30.byRole.moderator).toBe(2)
    expect(after.d30.byRole.user - before.d30.byRole.user).toBe(1)
    expect(after.d30.byRole.admin).toBe(before.d30.byRole.admin)
    expect(after.d30.newUsers - before.d30.newUsers).toBe(2)
    expect(after.d90.newUsers - before.d90.newUsers).toBe(3)
    expect(after.d30.totalUsers).toBe(after.d30.activeUsers + after.d30.inactiveUsers)
    expect(after.d30.totalUsers).toBe(
      after.d30.byRole.admin + after.d30.byRole.user + after.d30.byRole.moderator,
    )
    // The dashboard's user total leaves deleted users out as well.
    const dashboard = await call<DashboardStats>('/dashboard/stats', { token: admin.token })
    expect(dashboard.body.data.totalUsers).toBe(after.d30.totalUsers)
    const week = await stats('7d')
    expect(week).toMatchObject({ period: '7d', from: userStatsFrom('7d') })
    expect((await stats('12m')).from).toBe(userStatsFrom('12m'))
  })
})
