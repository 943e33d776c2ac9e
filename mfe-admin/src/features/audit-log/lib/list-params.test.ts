import { describe, expect, it } from 'vitest'
import { auditListQuery, readAuditListParams, writeAuditListParams } from './list-params'

describe('audit list params', () => {
  it('reads valid filters and drops unreadable ones', () => {
    const params = readAuditListParams(
      new URLSearchParams(
        'entity=order&action=order.update_status&entityId=o1&from=2026-01-02&to=bad&page=x',
      ),
    )
    expect(params).toEqual({
      page: 1,
      entity: 'order',
      action: 'order.update_status',
      entityId: 'o1',
      from: '2026-01-02',
      to: '',
    })
    expect(readAuditListParams(new URLSearchParams('entity=shop')).entity).toBe('')
  })

  it('writes only the set filters and sends only those to the API', () => {
    const params = {
      page: 2,
      entity: 'product',
      action: '',
      entityId: '',
      from: '',
      to: '2026-02-01',
    } as const
    expect(writeAuditListParams(new URLSearchParams('keep=1'), params).toString()).toBe(
      'keep=1&entity=product&to=2026-02-01&page=2',
    )
    expect(auditListQuery(params, 'UTC')).toEqual({
      page: 2,
      entity: 'product',
      action: undefined,
      entityId: undefined,
      from: undefined,
      to: '2026-02-01T23:59:59.999Z',
    })
  })

  it("sends the days as the admin's own: from the first moment of the first to the last of the second", () => {
    const params = {
      page: 1,
      entity: '',
      action: '',
      entityId: '',
      from: '2026-11-29',
      to: '2026-11-29',
    } as const
    // In Istanbul the 29th runs from 21:00 UTC on the 28th, so an entry at 01:30 local time is inside it.
    expect(auditListQuery(params, 'Europe/Istanbul')).toMatchObject({
      from: '2026-11-28T21:00:00.000Z',
      to: '2026-11-29T20:59:59.999Z',
    })
  })
})
