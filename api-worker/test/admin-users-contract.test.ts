import { exports } from 'cloudflare:workers'
import type { AdminUserDto, Pagination, UserDeleteResult, UserStats } from '@shop/domain'
import { hc } from 'hono/client'
import { beforeAll, describe, expect, expectTypeOf, it } from 'vitest'
import type { AppType } from '../src/app'
import { adminToken } from './helpers/staff'

let client: ReturnType<typeof hc<AppType>>

beforeAll(async () => {
  const token = await adminToken()
  client = hc<AppType>('http://shop.test', {
    fetch: (input: RequestInfo | URL, init?: RequestInit) => exports.default.fetch(input, init),
    headers: { Authorization: `Bearer ${token}` },
  })
})

/** The users API's answers reach the typed client with their shapes (the admin users screen reads them). */
describe('AppType contract for the admin users API', () => {
  it('types the list, one user and the stats', async () => {
    const list = await client.api.users.$get({ query: { search: 'a', limit: '5' } })
    expect(list.status).toBe(200)
    if (list.status === 200) {
      const body = await list.json()
      expectTypeOf(body.data.users).toEqualTypeOf<AdminUserDto[]>()
      expectTypeOf(body.pagination).toEqualTypeOf<Pagination | undefined>()
    }
    const one = await client.api.users[':id'].$get({ param: { id: 'yok' } })
    expect(one.status).toBe(404)
    if (one.status === 200) expectTypeOf((await one.json()).data.user).toEqualTypeOf<AdminUserDto>()
    const stats = await client.api.users.stats.$get({ query: { period: '7d' } })
    expect(stats.status).toBe(200)
    if (stats.status === 200) expectTypeOf((await stats.json()).data).toEqualTypeOf<UserStats>()
  })

  it('types the writes', async () => {
    const created = await client.api.users.$post({ json: {} as never })
    expect(created.status).toBe(400)
    if (created.status === 201) expectTypeOf((await created.json()).data.user).toEqualTypeOf<AdminUserDto>()
    const role = await client.api.users[':id'].role.$patch({ param: { id: 'yok' }, json: { role: 'user' } })
    expect(role.status).toBe(404)
    if (role.status === 200) expectTypeOf((await role.json()).data.user).toEqualTypeOf<AdminUserDto>()
    const toggled = await client.api.users[':id']['toggle-status'].$patch({ param: { id: 'yok' } })
    expect(toggled.status).toBe(404)
    if (toggled.status === 200) expectTypeOf((await toggled.json()).data.user).toEqualTypeOf<AdminUserDto>()
    const removed = await client.api.users[':id'].$delete({ param: { id: 'yok' } })
    expect(removed.status).toBe(404)
    if (removed.status === 200) expectTypeOf((await removed.json()).data).toEqualTypeOf<UserDeleteResult>()
  })
})
