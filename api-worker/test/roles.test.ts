import { createExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { tr } from '@shop/i18n/messages/tr'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import type { AppEnv } from '../src/env'
import { database } from '../src/lib/database'
import { handleError } from '../src/lib/error-handler'
import { optionalAuth, requireRole } from '../src/middleware/auth'
import { registerCustomer } from './helpers/api'

/** Wired like the real app, with the guards the admin routes will use. */
const probe = new Hono<AppEnv>()
  .use(database())
  .onError(handleError)
  .get('/admin-only', requireRole('admin'), (c) => c.json({ role: c.var.user.role }))
  .get('/staff', requireRole('admin', 'moderator'), (c) => c.json({ role: c.var.user.role }))
  .get('/public', optionalAuth(), (c) => c.json({ user: c.get('user')?.id ?? null }))

async function get(path: string, token?: string) {
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {}
  const res = await probe.request(path, { headers }, env, createExecutionContext())
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

async function withRole(role: 'admin' | 'moderator' | 'user') {
  const customer = await registerCustomer()
  await env.DB.prepare('update users set role = ? where id = ?').bind(role, customer.user._id).run()
  return customer
}

describe('requireRole', () => {
  it('lets the role in and reads the role from the database on every request', async () => {
    const admin = await withRole('admin')
    expect(await get('/admin-only', admin.token)).toEqual({ status: 200, body: { role: 'admin' } })
    await env.DB.prepare("update users set role = 'user' where id = ?").bind(admin.user._id).run()
    expect((await get('/admin-only', admin.token)).status).toBe(403)
  })

  it('answers 403 access denied to another role and 401 without a login', async () => {
    const customer = await withRole('user')
    expect(await get('/admin-only', customer.token)).toEqual({
      status: 403,
      body: { success: false, message: tr['auth.access_denied'] },
    })
    expect((await get('/admin-only')).status).toBe(401)
    expect((await get('/admin-only', 'not.a.token')).status).toBe(401)
  })

  it('accepts any of several roles', async () => {
    const moderator = await withRole('moderator')
    expect((await get('/staff', moderator.token)).status).toBe(200)
    expect((await get('/admin-only', moderator.token)).status).toBe(403)
  })
})

describe('optionalAuth', () => {
  it('knows the user when a valid token came and never fails otherwise', async () => {
    const customer = await registerCustomer()
    expect(await get('/public', customer.token)).toEqual({ status: 200, body: { user: customer.user._id } })
    expect(await get('/public', 'garbage')).toEqual({ status: 200, body: { user: null } })
    expect(await get('/public')).toEqual({ status: 200, body: { user: null } })
  })
})
