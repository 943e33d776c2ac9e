import { exports } from 'cloudflare:workers'
import type { DashboardRecentOrder, DashboardRevenueDay, DashboardStats } from '@shop/domain'
import { hc } from 'hono/client'
import { describe, expect, expectTypeOf, it } from 'vitest'
import type { AppType } from '../src/app'
import { moderatorToken } from './helpers/staff'

describe('AppType contract for the dashboard', () => {
  it('types GET /dashboard/stats as DashboardStats', async () => {
    const token = await moderatorToken()
    const client = hc<AppType>('http://shop.test', {
      fetch: (input: RequestInfo | URL, init?: RequestInit) => exports.default.fetch(input, init),
      headers: { Authorization: `Bearer ${token}` },
    })
    const res = await client.api.dashboard.stats.$get({ query: {} })
    expect(res.status).toBe(200)
    const { data } = await res.json()
    expectTypeOf(data.recentOrders).toEqualTypeOf<DashboardRecentOrder[]>()
    expectTypeOf(data.revenueByDay).toEqualTypeOf<DashboardRevenueDay[]>()
    expectTypeOf(data).toEqualTypeOf<DashboardStats>()
    expect(data.revenueByDay).toHaveLength(30)
  })
})
