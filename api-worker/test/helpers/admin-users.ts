import { env } from 'cloudflare:workers'
import type { AdminUserDto, UserDto } from '@shop/domain'
import { expect } from 'vitest'
import { type CallOptions, call, uniqueEmail } from './api'
import { userWithRole } from './staff'

export interface Admin {
  id: string
  token: string
}

/** An active admin and one session of theirs. */
export async function newAdmin(): Promise<Admin> {
  const admin = await userWithRole('admin')
  return { id: admin.id, token: await admin.token() }
}

/** A users API call as the given admin. */
export function asAdmin<T = { user: AdminUserDto }>(
  admin: Admin,
  path: string,
  options: Omit<CallOptions, 'token'> = {},
) {
  return call<T>(`/users${path}`, { ...options, token: admin.token })
}

/** Creates a user through POST /users and answers it with the password it was given. */
export async function createdUser(
  admin: Admin,
  overrides: Record<string, unknown> = {},
): Promise<AdminUserDto & { password: string }> {
  const password = 'secret12'
  const { status, body } = await asAdmin(admin, '', {
    body: { name: 'Zeynep Kaya', email: uniqueEmail('kullanici'), password, role: 'user', ...overrides },
  })
  expect(status, JSON.stringify(body)).toBe(201)
  return { ...body.data.user, password: (overrides.password as string | undefined) ?? password }
}

/** Logs in through the API and answers the new session's token. */
export async function login(email: string, password: string): Promise<string> {
  const { status, body } = await call<{ token: string; user: UserDto }>('/auth/login', {
    body: { email, password },
  })
  expect(status, JSON.stringify(body)).toBe(200)
  return body.data.token
}

/** Whether a token still opens the user's profile. */
export async function tokenWorks(token: string): Promise<boolean> {
  const { status } = await call('/auth/profile', { token })
  expect([200, 401]).toContain(status)
  return status === 200
}

/** Makes `keep` the only active admin of this test file's database (each file has its own). */
export async function onlyActiveAdmin(keep: string): Promise<void> {
  await env.DB.prepare("update users set role = 'user' where role = 'admin' and id <> ?").bind(keep).run()
}

export interface AuditRow {
  actorId: string
  action: string
  details: Record<string, unknown>
  raw: string
}

/** The audit rows about one user, oldest first. */
export async function userAudit(userId: string): Promise<AuditRow[]> {
  const { results } = await env.DB.prepare(
    "select actor_id, action, details from audit_log where entity = 'user' and entity_id = ? order by created_at, rowid",
  )
    .bind(userId)
    .all<{ actor_id: string; action: string; details: string }>()
  return results.map((row) => ({
    actorId: row.actor_id,
    action: row.action,
    details: JSON.parse(row.details),
    raw: row.details,
  }))
}
