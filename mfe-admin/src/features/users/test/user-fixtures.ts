import type { AdminUserDto } from '@shop/domain'
import { http } from 'msw'
import { ok } from '../../../test/api-server'

/** A user as GET /users answers it; the id is long enough that its last 8 characters stand apart. */
export function adminUser(id: string, name: string, overrides: Partial<AdminUserDto> = {}): AdminUserDto {
  return {
    _id: id,
    name,
    email: `${id}@example.com`,
    phone: '05321234567',
    role: 'user',
    isActive: true,
    createdAt: '2026-03-05T09:30:00.000Z',
    updatedAt: '2026-03-05T09:30:00.000Z',
    orderCount: 0,
    ...overrides,
  }
}

/** The signed-in admin of `renderAdmin` ('a1'), as the list shows them. */
export const SIGNED_IN_ADMIN = adminUser('a1', 'Yönetici Ayşe', { email: 'admin@example.com', role: 'admin' })

/** GET /users answering `users()` as one page of `total`; `seen` collects the query of every call. */
export const userListHandler = (users: () => AdminUserDto[], seen: URLSearchParams[] = [], total?: number) =>
  http.get('*/api/users', ({ request }) => {
    seen.push(new URL(request.url).searchParams)
    const rows = users()
    const count = total ?? rows.length
    return ok(
      { users: rows },
      { page: 1, limit: 20, total: count, pages: Math.max(1, Math.ceil(count / 20)) },
    )
  })
