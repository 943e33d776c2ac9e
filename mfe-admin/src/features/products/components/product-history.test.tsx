import { allMessagesFor } from '@shop/i18n/messages/all'
import { screen, within } from '@testing-library/react'
import { http } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { categoryTreeHandler, ok, startApiServer, translateHandler } from '../../../test/api-server'
import { auditEntry, historyHandler } from '../../../test/history-fixtures'
import { renderAdmin } from '../../../test/render-admin'
import { CATEGORY_TREE, listHandler, product } from '../test/product-fixtures'

const tr = allMessagesFor('tr')
const server = startApiServer()

const EDITED = product('p1', 'Frez Seti')

async function openHistory() {
  renderAdmin('/admin/products?edit=p1')
  const dialog = await screen.findByRole('dialog', { name: tr['admin.products.form_edit_title'] })
  return within(dialog).findByRole('region', { name: tr['admin.history.title'] })
}

const entries = (log: HTMLElement) =>
  within(log)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement?.tagName === 'OL')

describe('product history on the edit form', () => {
  beforeEach(() => {
    server.use(
      categoryTreeHandler(() => CATEGORY_TREE),
      listHandler(() => [EDITED]),
      translateHandler(),
      http.get('*/api/products/admin/:id', () => ok({ product: EDITED })),
    )
  })

  it("lists the product's changes newest first: who, what in words, each field before → after", async () => {
    const asked: number[] = []
    server.use(
      historyHandler(
        '*/api/products/admin/p1/history',
        () => [
          auditEntry('h2', 'product', 'p1', {
            action: 'product.update',
            actor: { _id: 'm1', name: 'Moderatör Mert', email: 'moderator@example.com', deleted: false },
            details: {
              before: { price: 100, stock: 10, isActive: true, categoryId: 'cat-0000aaaa1111' },
              after: { price: 99.9, stock: 8, isActive: false, categoryId: 'cat-0000bbbb2222' },
            },
          }),
          auditEntry('h1', 'product', 'p1', {
            action: 'product.create',
            actor: { _id: 'x1', name: '', email: 'silindi@example.com', deleted: true },
            details: { after: { sku: 'SKU-P1', name: { tr: 'Eldiven', en: 'Gloves' } } },
            createdAt: '2025-05-30T10:00:00.000Z',
          }),
        ],
        asked,
      ),
    )
    const log = await openHistory()
    await within(log).findByText('Moderatör Mert')
    const [newest, oldest] = entries(log)
    expect(newest?.textContent).toContain('Ürün: güncellendi')
    expect(newest?.textContent).toContain('Fiyat (₺): 100,00 ₺ → 99,90 ₺')
    expect(newest?.textContent).toContain('Stok: 10 → 8')
    expect(newest?.textContent).toContain('Durum: Aktif → Pasif')
    expect(newest?.textContent).toContain('Kategori: Kayıt …aaaa1111 → Kayıt …bbbb2222')
    expect(oldest?.textContent).toContain(tr['admin.audit_screen.actor_deleted'])
    expect(oldest?.textContent).toContain('Ürün: oluşturuldu')
    expect(oldest?.textContent).toContain(`SKU: ${tr['admin.audit_screen.empty_value']} → SKU-P1`)
    expect(oldest?.textContent).toContain(
      `Ürün adı: ${tr['admin.audit_screen.empty_value']} → TR: Eldiven · EN: Gloves`,
    )
    expect(asked).toEqual([1])
  })

  it('says when the product has no recorded changes', async () => {
    server.use(historyHandler('*/api/products/admin/p1/history', () => []))
    const log = await openHistory()
    expect(await within(log).findByText(tr['admin.history.empty'])).toBeTruthy()
  })

  it('is not shown on the form for a new product', async () => {
    renderAdmin('/admin/products?new=1')
    const dialog = await screen.findByRole('dialog', { name: tr['admin.products.form_create_title'] })
    await within(dialog).findByLabelText(tr['admin.products.name_tr'])
    expect(within(dialog).queryByRole('region', { name: tr['admin.history.title'] })).toBeNull()
  })
})
