import { AUDIT_ENTITIES, type AuditEntityName, dayStartIn, shiftDay } from '@shop/domain'
import { viewerTimeZone } from '../../../lib/viewer-time-zone'

/** The audit log screen's filters and page, as kept in the address. */
export interface AuditListParams {
  page: number
  entity: AuditEntityName | ''
  action: string
  entityId: string
  /** Calendar days (YYYY-MM-DD) as the date inputs give them; empty when unset. */
  from: string
  to: string
}

const DAY = /^\d{4}-\d{2}-\d{2}$/
const TEXT_FILTERS = ['action', 'entityId'] as const
const DAY_FILTERS = ['from', 'to'] as const

function isEntity(value: string | null): value is AuditEntityName {
  return (AUDIT_ENTITIES as readonly string[]).includes(value ?? '')
}

/** Reads the filters from the address; anything unreadable is left out (the first page of every entry). */
export function readAuditListParams(search: URLSearchParams): AuditListParams {
  const page = Number(search.get('page'))
  const entity = search.get('entity')
  const day = (name: string) => {
    const value = search.get(name) ?? ''
    return DAY.test(value) ? value : ''
  }
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    entity: isEntity(entity) ? entity : '',
    action: search.get('action')?.trim() ?? '',
    entityId: search.get('entityId')?.trim() ?? '',
    from: day('from'),
    to: day('to'),
  }
}

/** Writes them back, leaving empty ones out so the plain screen keeps a plain address; other parameters are kept. */
export function writeAuditListParams(search: URLSearchParams, params: AuditListParams): URLSearchParams {
  const next = new URLSearchParams(search)
  const put = (name: string, value: string) => {
    if (value.trim()) next.set(name, value.trim())
    else next.delete(name)
  }
  put('entity', params.entity)
  for (const name of TEXT_FILTERS) put(name, params[name])
  for (const name of DAY_FILTERS) put(name, params[name])
  put('page', params.page > 1 ? String(params.page) : '')
  return next
}

/**
 * The API query of a page: only the filters that are set (the API's page size, 50). The days are sent as the instants
 * they begin and end in the admin's time zone, the one the entries' times are written in: as plain days the API would
 * read them in UTC, and an entry shown at 01:30 on the 29th would fall outside "from the 29th" in Istanbul.
 */
export function auditListQuery(params: AuditListParams, timeZone = viewerTimeZone()) {
  const lastMomentOf = (day: string) => new Date(dayStartIn(shiftDay(day, 1), timeZone).getTime() - 1)
  return {
    page: params.page,
    entity: params.entity || undefined,
    action: params.action || undefined,
    entityId: params.entityId || undefined,
    from: params.from ? dayStartIn(params.from, timeZone).toISOString() : undefined,
    to: params.to ? lastMomentOf(params.to).toISOString() : undefined,
  }
}
