import { defaultSettings } from '@shop/domain'
import { allMessagesFor } from '@shop/i18n/messages/all'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { toast } from 'sonner'
import { describe, expect, it } from 'vitest'
import { categoryTreeHandler, fail, ok, spyOnToasts, startApiServer } from '../../../test/api-server'
import { renderAdmin } from '../../../test/render-admin'
import { CATEGORY_TREE, listHandler, product } from '../test/product-fixtures'

const tr = allMessagesFor('tr')
const server = startApiServer()
spyOnToasts()

const rows = () => [
  product('p1', 'Kompozit Dolgu', { price: 250, discountPrice: 199.9, stock: 0 }),
  product('p2', 'Ağız Aynası', { stock: 3, isActive: false, isFeatured: true }),
  product('p3', 'Frez Seti', { stock: 40, category: null }),
]

describe('admin products list', () => {
  it("writes prices as the orders screen does: the shop's lira style, in the admin's language", async () => {
    const settings = { ...defaultSettings(), currency: { code: 'TRY', symbol: 'TL', position: 'before' } }
    server.use(
      categoryTreeHandler(() => CATEGORY_TREE),
      listHandler(rows),
      http.get('*/api/settings/public', () => ok({ settings })),
    )
    renderAdmin('/admin/products')
    const table = await screen.findByRole('table', { name: 'Ürünler, 3 ürün' })
    await waitFor(() => expect(table.querySelector('del')?.textContent).toContain('TL250,00'))
    cleanup()

    renderAdmin('/admin/products', 'admin', 'en')
    const english = await screen.findByRole('table', { name: 'Products, 3 products' })
    await waitFor(() => expect(english.querySelector('del')?.textContent).toContain('TL 250.00'))
    expect(within(english).getByText('TL 199.90', { exact: false })).toBeTruthy()
  })

  it('shows each product with price, stock level, status and featured badges', async () => {
    server.use(
      categoryTreeHandler(() => CATEGORY_TREE),
      listHandler(rows),
    )
    renderAdmin('/admin/products')
    const table = await screen.findByRole('table', { name: 'Ürünler, 3 ürün' })
    const [, first, second, third] = within(table).getAllByRole('row')
    if (!first || !second || !third) throw new Error('three product rows expected')

    expect(within(first).getByText('Kompozit Dolgu')).toBeTruthy()
    expect(within(first).getByText('SKU-P1')).toBeTruthy()
    expect(within(first).getByText('Endodonti')).toBeTruthy()
    // The regular price struck through beside the discounted one.
    expect(first.querySelector('del')?.textContent).toContain('250,00 ₺')
    expect(within(first).getByText('199,90 ₺', { exact: false })).toBeTruthy()
    expect(first.querySelector('[data-stock-level]')?.getAttribute('data-stock-level')).toBe('out')
    expect(within(first).getByText('Tükendi (0)')).toBeTruthy()
    const image = first.querySelector('img')
    expect(image?.getAttribute('width')).toBe('48')
    expect(image?.getAttribute('height')).toBe('48')

    expect(within(second).getByText('Azaldı (3)')).toBeTruthy()
    expect(within(second).getByText(tr['admin.common.passive'])).toBeTruthy()
    expect(within(second).getByText(tr['admin.products.featured'])).toBeTruthy()
    expect(within(second).getByRole('button', { name: 'Aktif yap: Ağız Aynası' })).toBeTruthy()

    expect(within(third).getByText('40 adet')).toBeTruthy()
    expect(within(third).getByText(tr['admin.products.no_category'])).toBeTruthy()
    expect(third.querySelector('del')).toBeNull()
  })

  it('keeps the filters in the address and asks the API with them', async () => {
    const seen: URLSearchParams[] = []
    server.use(
      categoryTreeHandler(() => CATEGORY_TREE),
      listHandler(rows, seen),
    )
    renderAdmin('/admin/products?lowStock=true')
    await screen.findByRole('table')
    expect(seen.at(-1)?.get('lowStock')).toBe('true')
    expect((screen.getByLabelText(tr['admin.products.low_stock_filter']) as HTMLInputElement).checked).toBe(
      true,
    )

    const categorySelect = screen.getByLabelText(tr['admin.products.category_filter']) as HTMLSelectElement
    await waitFor(() => expect(categorySelect.options.length).toBe(4))
    // The tree flattened: the subcategory comes under its parent, indented.
    expect([...categorySelect.options].map((option) => option.textContent)).toEqual([
      tr['admin.products.all_categories'],
      'Endodonti',
      '\u00a0\u00a0– Eğeler',
      'Cerrahi',
    ])
    await userEvent.selectOptions(categorySelect, 'c-files')
    await userEvent.selectOptions(screen.getByLabelText(tr['admin.products.status_filter']), 'inactive')
    await userEvent.type(screen.getByLabelText(tr['admin.products.search_label']), 'frez{Enter}')

    expect(screen.getByTestId('where').textContent).toBe(
      '/admin/products?lowStock=true&category=c-files&status=inactive&q=frez',
    )
    await waitFor(() => expect(seen.at(-1)?.get('q')).toBe('frez'))
    const last = seen.at(-1)
    expect(last?.get('category')).toBe('c-files')
    expect(last?.get('status')).toBe('inactive')
    expect(last?.get('limit')).toBe('20')
    expect(last?.get('page')).toBe('1')
  })

  it('shows a list failure inline with a retry that loads the table', async () => {
    let calls = 0
    server.use(
      categoryTreeHandler(() => CATEGORY_TREE),
      http.get('*/api/products/admin', () => {
        calls += 1
        return calls === 1
          ? fail(500, 'Sunucu hatası')
          : ok({ products: rows() }, { page: 1, limit: 20, total: 3, pages: 1 })
      }),
    )
    renderAdmin('/admin/products')
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain(tr['admin.products.list_error'])
    expect(alert.textContent).toContain('Sunucu hatası')
    await userEvent.click(within(alert).getByRole('button', { name: tr['remote.retry'] }))
    expect(await screen.findByRole('table', { name: 'Ürünler, 3 ürün' })).toBeTruthy()
  })

  it('deletes the selected products after confirming and says how many', async () => {
    let products = rows()
    let body: unknown = null
    server.use(
      categoryTreeHandler(() => CATEGORY_TREE),
      listHandler(() => products),
      http.delete('*/api/products/bulk-delete', async ({ request }) => {
        body = await request.json()
        const { ids } = body as { ids: string[] }
        products = products.filter((item) => !ids.includes(item._id))
        return ok({ deleted: ids, hidden: [], notFound: [] })
      }),
    )
    renderAdmin('/admin/products')
    await screen.findByRole('table')
    await userEvent.click(screen.getByRole('checkbox', { name: 'Kompozit Dolgu satırını seç' }))
    await userEvent.click(screen.getByRole('checkbox', { name: 'Frez Seti satırını seç' }))
    const bar = screen.getByRole('region', { name: tr['admin.common.bulk_actions'] })
    expect(bar.textContent).toContain('2 kayıt seçili')

    await userEvent.click(within(bar).getByRole('button', { name: tr['admin.products.bulk_delete'] }))
    const dialog = screen.getByRole('dialog')
    expect(dialog.textContent).toContain('Seçili 2 ürünü silmek istediğinizden emin misiniz?')
    await userEvent.click(within(dialog).getByRole('button', { name: tr['admin.common.delete'] }))

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('2 ürün silindi', expect.anything()))
    expect(body).toEqual({ ids: ['p1', 'p3'] })
    await waitFor(() => expect(screen.queryByText('Kompozit Dolgu')).toBeNull())
    expect(screen.queryByRole('region', { name: tr['admin.common.bulk_actions'] })).toBeNull()
  })

  it('shows the spec message when a bulk status change fails', async () => {
    server.use(
      categoryTreeHandler(() => CATEGORY_TREE),
      listHandler(rows),
      // No answer at all: the spec's fallback text.
      http.patch('*/api/products/bulk-toggle-status', () => HttpResponse.error()),
    )
    renderAdmin('/admin/products')
    await screen.findByRole('table')
    await userEvent.click(screen.getByRole('checkbox', { name: 'Frez Seti satırını seç' }))
    await userEvent.click(screen.getByRole('button', { name: tr['admin.products.bulk_toggle'] }))
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(tr['admin.products.bulk_toggle_failed'], expect.anything()),
    )
  })
})
