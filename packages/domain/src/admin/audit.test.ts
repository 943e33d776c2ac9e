import { describe, expect, it } from 'vitest'
import { AUDIT_LOG_PAGE_SIZE, auditBoundInstant, auditLogQuerySchema } from './audit'

const parse = (query: Record<string, string>) => auditLogQuerySchema.safeParse(query)
const firstMessage = (query: Record<string, string>) => {
  const result = parse(query)
  return result.success ? null : result.error.issues[0]?.message
}

describe('auditLogQuerySchema', () => {
  it('defaults to the first page of 50 with no filter', () => {
    expect(auditLogQuerySchema.parse({})).toEqual({ page: 1, limit: AUDIT_LOG_PAGE_SIZE })
  })

  it('takes every filter, trimmed, and caps the page size at 100', () => {
    expect(
      auditLogQuerySchema.parse({
        entity: 'product',
        entityId: ' abc ',
        actor: 'u1',
        action: 'product.update',
        page: '3',
        limit: '100',
      }),
    ).toEqual({
      entity: 'product',
      entityId: 'abc',
      actor: 'u1',
      action: 'product.update',
      page: 3,
      limit: 100,
    })
    expect(parse({ limit: '101' }).success).toBe(false)
    expect(parse({ page: '0' }).success).toBe(false)
  })

  it('refuses an unknown entity and empty or overlong filter values', () => {
    expect(firstMessage({ entity: 'wishlist' })).toBe('admin.audit.entity_invalid')
    expect(firstMessage({ entityId: '  ' })).toBe('admin.audit.filter_invalid')
    expect(firstMessage({ actor: 'x'.repeat(101) })).toBe('admin.audit.filter_invalid')
  })

  it('reads a day as the whole day and an instant as itself', () => {
    expect(auditLogQuerySchema.parse({ from: '2026-01-31', to: '2026-01-31' })).toMatchObject({
      from: '2026-01-31T00:00:00.000Z',
      to: '2026-01-31T23:59:59.999Z',
    })
    expect(auditLogQuerySchema.parse({ from: '2026-01-31T10:00:00+03:00' }).from).toBe(
      '2026-01-31T07:00:00.000Z',
    )
    expect(auditBoundInstant('2026-02-01T00:00Z', 'to')).toBe('2026-02-01T00:00:00.000Z')
  })

  it('refuses dates that are not ISO or not real, and a range that ends before it starts', () => {
    expect(firstMessage({ from: '31.01.2026' })).toBe('admin.audit.date_invalid')
    expect(firstMessage({ to: '2026-02-30' })).toBe('admin.audit.date_invalid')
    expect(firstMessage({ from: '2026-02-30T10:00:00Z' })).toBe('admin.audit.date_invalid')
    expect(firstMessage({ from: '2026-02-02', to: '2026-02-01' })).toBe('admin.audit.range_invalid')
    expect(parse({ from: '2026-02-01', to: '2026-02-01' }).success).toBe(true)
  })
})
