import type { AuditLogListEntry } from '@shop/domain'
import { allMessagesFor } from '@shop/i18n/messages/all'
import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { categoryNode, sampleTree } from '../features/categories/test/category-fixtures'
import { categoryTreeHandler, ok, startApiServer } from '../test/api-server'
import { renderAdmin } from '../test/render-admin'

const server = startApiServer()
const en = allMessagesFor('en')
const tr = allMessagesFor('tr')

const ACTOR = { _id: 'a1', name: 'Yönetici Ayşe', email: 'admin@example.com', deleted: false }
const ENTRIES: AuditLogListEntry[] = [
  {
    _id: 'e1',
    action: 'product.update',
    entity: 'product',
    entityId: 'p-1',
    actor: ACTOR,
    details: { before: { categoryId: 'c-brush' }, after: { categoryId: 'c-new' } },
    createdAt: '2026-03-05T09:30:00.000Z',
    record: { label: 'Diş Fırçası · DF-001' },
  },
  {
    _id: 'e2',
    action: 'category.update',
    entity: 'category',
    entityId: 'c-soft',
    actor: ACTOR,
    details: { before: { parentCategory: 'c-gone-0a1b2c3d' }, after: { parentCategory: 'c-oral' } },
    createdAt: '2026-03-05T09:31:00.000Z',
    record: { label: 'Yumuşak Fırçalar' },
  },
]

/** The sample tree and one category with no English name yet. */
const tree = () => [...sampleTree(), categoryNode({ _id: 'c-new', name: 'Yeni Frezler', en: '' })]

async function changeTexts() {
  const table = await screen.findByRole('table')
  return within(table)
    .getAllByRole('listitem')
    .map((item) => item.textContent)
}

describe('audit log references', () => {
  it('names a product’s category and a category’s parent in English, in Turkish when English is empty, by short id when deleted', async () => {
    server.use(
      categoryTreeHandler(tree),
      http.get('*/api/audit-log', () => ok({ entries: ENTRIES }, { page: 1, limit: 50, total: 2, pages: 1 })),
    )
    renderAdmin('/admin/audit-log', 'admin', 'en')
    await waitFor(async () =>
      expect(await changeTexts()).toEqual([
        `${en['admin.products.category']}: Toothbrushes → Yeni Frezler`,
        `${en['admin.audit_words.parent_category']}: Record …0a1b2c3d → Oral Care`,
      ]),
    )
  })

  it('names them in Turkish for a Turkish admin', async () => {
    server.use(
      categoryTreeHandler(tree),
      http.get('*/api/audit-log', () => ok({ entries: ENTRIES }, { page: 1, limit: 50, total: 2, pages: 1 })),
    )
    renderAdmin('/admin/audit-log')
    await waitFor(async () =>
      expect(await changeTexts()).toEqual([
        `${tr['admin.products.category']}: Diş Fırçaları → Yeni Frezler`,
        `${tr['admin.audit_words.parent_category']}: Kayıt …0a1b2c3d → Ağız Bakımı`,
      ]),
    )
  })
})
