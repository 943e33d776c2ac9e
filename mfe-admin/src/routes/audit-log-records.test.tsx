import type { AuditLogListEntry } from '@shop/domain'
import { languageAtom, shopStore } from '@shop/state'
import { act, screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { ok, startApiServer } from '../test/api-server'
import { renderAdmin } from '../test/render-admin'

const server = startApiServer()

const PRODUCT_ID = '0190a5b2-7c1d-7e3f-9a4b-5c6d7e8f9a0b'
const USER_ID = '0190a5b2-7c1d-7e3f-9a4b-00000000dead'

const LABELS = {
  tr: 'Nitril Eldiven · ELD-001',
  en: 'Nitrile Gloves · ELD-001',
}

function entry(id: string, overrides: Partial<AuditLogListEntry>): AuditLogListEntry {
  return {
    _id: id,
    action: 'product.update',
    entity: 'product',
    entityId: PRODUCT_ID,
    actor: { _id: 'a1', name: 'Yönetici Ayşe', email: 'admin@example.com', deleted: false },
    details: {},
    createdAt: '2026-03-05T09:30:00.000Z',
    record: null,
    ...overrides,
  }
}

/** The API as it answers: the product named in the request's language, the deleted user and the reset unnamed. */
function listHandler(languages: string[]) {
  return http.get('*/api/audit-log', ({ request }) => {
    const language = request.headers.get('Accept-Language') === 'en' ? 'en' : 'tr'
    languages.push(language)
    const entries = [
      entry('e1', { record: { label: LABELS[language] } }),
      entry('e2', { action: 'user.delete', entity: 'user', entityId: USER_ID }),
      entry('e3', { action: 'settings.reset', entity: 'settings', entityId: null }),
      entry('e4', {
        action: 'settings.update_maintenance',
        entity: 'settings',
        entityId: 'maintenance',
        record: { label: 'maintenance' },
      }),
    ]
    return ok({ entries }, { page: 1, limit: 50, total: entries.length, pages: 1 })
  })
}

/** The record cell of each row, in order. */
async function recordCells(): Promise<HTMLElement[]> {
  const table = await screen.findByRole('table')
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[3] as HTMLElement)
}

describe('the audit log’s record column', () => {
  it('names the record with its full id in the title, and marks one that is gone by its short id', async () => {
    server.use(listHandler([]))
    renderAdmin('/admin/audit-log')
    const [named, gone, none, group] = await recordCells()
    expect(named?.textContent).toBe(LABELS.tr)
    expect(within(named as HTMLElement).getByTitle(PRODUCT_ID).textContent).toBe(LABELS.tr)
    expect(gone?.textContent).toBe('0000dead (silinmiş)')
    expect(within(gone as HTMLElement).getByTitle(USER_ID)).toBeTruthy()
    expect(none?.textContent).toBe('Kayıt kimliği yok')
    // A settings group by the settings screen's name for it, not its key.
    expect(group?.textContent).toBe('Bakım modu')
  })

  it('is named in the admin’s language, and asked again when the language changes', async () => {
    const languages: string[] = []
    server.use(listHandler(languages))
    renderAdmin('/admin/audit-log', 'admin', 'en')
    const texts = async () => (await recordCells()).map((cell) => cell.textContent)
    expect(await texts()).toEqual([LABELS.en, '0000dead (deleted)', 'No record id', 'Maintenance mode'])
    expect(languages).toEqual(['en'])
    act(() => shopStore.set(languageAtom, 'tr'))
    await waitFor(async () =>
      expect(await texts()).toEqual([LABELS.tr, '0000dead (silinmiş)', 'Kayıt kimliği yok', 'Bakım modu']),
    )
    expect(languages).toEqual(['en', 'tr'])
  })
})
