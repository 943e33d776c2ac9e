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
    expect(auditListQuery(params)).toEqual({
      page: 2,
      entity: 'product',
      action: undefined,
      entityId: undefined,
      from: undefined,
      to: '2026-02-01',
    })
  })
})
