import type { AdminCategoryNode } from '@shop/domain'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { toast } from 'sonner'
import { describe, expect, it } from 'vitest'
import { sampleTree } from '../features/categories/test/category-fixtures'
import { categoryTreeHandler, fail, ok, spyOnToasts, startApiServer } from '../test/api-server'
import { renderAdmin } from '../test/render-admin'

const server = startApiServer()
spyOnToasts()

const table = () => screen.findByRole('table', { name: /Kategori ağacı/ })
const rowOf = (name: string) => {
  const header = screen.getByRole('rowheader', { name: new RegExp(`^${name}`) })
  const row = header.closest('tr')
  if (!row) throw new Error(`no row for ${name}`)
  return row
}
const rowNames = () =>
  screen.getAllByRole('rowheader').map((cell) => cell.querySelector('span > span')?.textContent)

describe('categories page: the tree', () => {
  it('shows subcategories indented under their parent, their level, and the counts', async () => {
    server.use(categoryTreeHandler(sampleTree))
    renderAdmin('/admin/categories')
    await table()
    expect(rowNames()).toEqual([
      'Ağız Bakımı',
      'Diş Fırçaları',
      'Yumuşak Fırçalar',
      'Diş Macunları',
      'Dolgu Malzemeleri',
    ])
    expect(rowOf('Ağız Bakımı').dataset.depth).toBe('0')
    expect(rowOf('Diş Fırçaları').dataset.depth).toBe('1')
    expect(rowOf('Yumuşak Fırçalar').dataset.depth).toBe('2')
    // The indent is visible and also said: the row header names the level and the parent.
    expect(screen.getByRole('rowheader', { name: /Yumuşak Fırçalar/ }).textContent).toContain(
      '3. düzey, üst kategori: Diş Fırçaları',
    )
    expect(screen.getByRole('rowheader', { name: /^Ağız Bakımı/ }).textContent).toContain('Ana kategori')
    const oral = within(rowOf('Ağız Bakımı'))
    expect(oral.getByTestId('subcategory-count').textContent).toBe('2')
    expect(oral.getByTestId('product-count').textContent).toBe('1')
    expect(oral.getByText('Oral Care')).toBeTruthy()
    expect(oral.getByText('Aktif')).toBeTruthy()
    expect(within(rowOf('Diş Fırçaları')).getByTestId('product-count').textContent).toBe('5')
    expect(within(rowOf('Diş Macunları')).getByText('Pasif')).toBeTruthy()
  })

  it('shows a failed load inline and loads again on retry', async () => {
    let calls = 0
    server.use(
      http.get('*/api/categories/admin', () => {
        calls += 1
        return calls === 1 ? fail(500, 'Sunucu hatası') : ok({ categories: sampleTree() })
      }),
    )
    renderAdmin('/admin/categories')
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Kategoriler yüklenemedi')
    expect(alert.textContent).toContain('Sunucu hatası')
    await userEvent.click(within(alert).getByRole('button', { name: 'Tekrar dene' }))
    await table()
    expect(calls).toBe(2)
  })

  it('offers to create the first category when there is none', async () => {
    server.use(categoryTreeHandler(() => []))
    renderAdmin('/admin/categories')
    expect(await screen.findByText('Henüz kategori yok')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Yeni kategori' }))
    expect(await screen.findByRole('dialog', { name: 'Yeni kategori' })).toBeTruthy()
  })
})

describe('categories page: actions', () => {
  it('shows why a category cannot be deleted (409)', async () => {
    server.use(
      categoryTreeHandler(sampleTree),
      http.delete('*/api/categories/c-oral', () =>
        fail(409, 'Bu kategorinin alt kategorileri var; önce onları taşıyın veya silin'),
      ),
    )
    renderAdmin('/admin/categories')
    await table()
    await userEvent.click(within(rowOf('Ağız Bakımı')).getByRole('button', { name: 'Sil: Ağız Bakımı' }))
    const dialog = await screen.findByRole('dialog', { name: /“Ağız Bakımı” kategorisini silmek/ })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sil' }))
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Bu kategorinin alt kategorileri var; önce onları taşıyın veya silin',
        expect.anything(),
      ),
    )
    expect(rowOf('Ağız Bakımı')).toBeTruthy()
  })

  it('deactivates the selected categories in bulk and says how many', async () => {
    let tree = sampleTree()
    let body: unknown = null
    server.use(
      categoryTreeHandler(() => tree),
      http.patch('*/api/categories/bulk-toggle-status', async ({ request }) => {
        body = await request.json()
        tree = tree.map((node) => (node._id === 'c-fill' ? { ...node, isActive: false } : node))
        return ok({ updated: ['c-oral', 'c-fill'], notFound: [] })
      }),
    )
    renderAdmin('/admin/categories')
    await table()
    await userEvent.click(screen.getByRole('checkbox', { name: 'Ağız Bakımı satırını seç' }))
    await userEvent.click(screen.getByRole('checkbox', { name: 'Dolgu Malzemeleri satırını seç' }))
    const bar = screen.getByRole('region', { name: 'Toplu işlemler' })
    expect(within(bar).getByText('2 kayıt seçili')).toBeTruthy()
    await userEvent.click(within(bar).getByRole('button', { name: 'Pasifleştir' }))
    await waitFor(() => expect(body).toEqual({ ids: ['c-oral', 'c-fill'], isActive: false }))
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('2 kategorinin durumu güncellendi', expect.anything()),
    )
    await waitFor(() => expect(within(rowOf('Dolgu Malzemeleri')).getByText('Pasif')).toBeTruthy())
  })

  it('words a failed bulk status change with the spec text', async () => {
    server.use(
      categoryTreeHandler(sampleTree),
      http.patch('*/api/categories/bulk-toggle-status', () => Response.error()),
    )
    renderAdmin('/admin/categories')
    await table()
    await userEvent.click(screen.getByRole('checkbox', { name: 'Sayfadaki tüm satırları seç' }))
    await userEvent.click(screen.getByRole('button', { name: 'Aktifleştir' }))
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Kategori durumları değiştirilirken hata oluştu',
        expect.anything(),
      ),
    )
  })

  it('lists the categories a bulk delete refused, each with its reason', async () => {
    let tree: AdminCategoryNode[] = sampleTree()
    server.use(
      categoryTreeHandler(() => tree),
      http.delete('*/api/categories/bulk-delete', () => {
        tree = tree.filter((node) => node._id !== 'c-fill')
        return ok({
          deleted: ['c-fill'],
          refused: [
            { id: 'c-oral', message: 'Bu kategoride 1 ürün var; önce ürünleri başka kategoriye taşıyın' },
          ],
          notFound: [],
        })
      }),
    )
    renderAdmin('/admin/categories')
    await table()
    await userEvent.click(screen.getByRole('checkbox', { name: 'Ağız Bakımı satırını seç' }))
    await userEvent.click(screen.getByRole('checkbox', { name: 'Dolgu Malzemeleri satırını seç' }))
    const bar = screen.getByRole('region', { name: 'Toplu işlemler' })
    await userEvent.click(within(bar).getByRole('button', { name: 'Sil' }))
    const dialog = await screen.findByRole('dialog', { name: /Seçili 2 kaydı silmek/ })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sil' }))
    const report = await screen.findByRole('alert', { name: 'Silinemeyen kategoriler' })
    expect(report.textContent).toContain(
      'Ağız Bakımı: Bu kategoride 1 ürün var; önce ürünleri başka kategoriye taşıyın',
    )
    expect(toast.success).toHaveBeenCalledWith('1 kategori silindi', expect.anything())
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: /Dolgu Malzemeleri/ })).toBeNull())
  })
})

describe('categories page: reordering', () => {
  it('moves a category down by keyboard and saves the new order of its level', async () => {
    let tree = sampleTree()
    let body: unknown = null
    server.use(
      categoryTreeHandler(() => tree),
      http.put('*/api/categories/update-order', async ({ request }) => {
        body = await request.json()
        tree = [tree[1], tree[0]].map((node, sortOrder) => ({ ...node!, sortOrder }))
        return ok({ updated: 2 })
      }),
    )
    renderAdmin('/admin/categories')
    await table()
    screen.getByRole('button', { name: 'Aşağı taşı: Ağız Bakımı' }).focus()
    await userEvent.keyboard('{Enter}')
    await waitFor(() =>
      expect(body).toEqual({
        categories: [
          { id: 'c-fill', sortOrder: 0 },
          { id: 'c-oral', sortOrder: 1 },
        ],
      }),
    )
    expect(rowNames()[0]).toBe('Dolgu Malzemeleri')
    expect(rowNames()[1]).toBe('Ağız Bakımı')
    // At the end of its level, focus moves to the button that can still move it.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Yukarı taşı: Ağız Bakımı' })),
    )
    expect(screen.getByText('Ağız Bakımı 2. sıraya taşındı (2 içinde)')).toBeTruthy()
  })

  it('moves only among siblings: a subcategory goes down within its parent', async () => {
    let body: unknown = null
    server.use(
      categoryTreeHandler(sampleTree),
      http.put('*/api/categories/update-order', async ({ request }) => {
        body = await request.json()
        return ok({ updated: 2 })
      }),
    )
    renderAdmin('/admin/categories')
    await table()
    expect(screen.getByRole('button', { name: 'Aşağı taşı: Diş Macunları' }).hasAttribute('disabled')).toBe(
      true,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Aşağı taşı: Diş Fırçaları' }))
    await waitFor(() =>
      expect(body).toEqual({
        categories: [
          { id: 'c-paste', sortOrder: 0 },
          { id: 'c-brush', sortOrder: 1 },
        ],
      }),
    )
  })

  it('puts the order back and says so when saving it fails', async () => {
    server.use(
      categoryTreeHandler(sampleTree),
      http.put('*/api/categories/update-order', () => fail(400, 'Sıra bir tam sayı olmalıdır')),
    )
    renderAdmin('/admin/categories')
    await table()
    await userEvent.click(screen.getByRole('button', { name: 'Aşağı taşı: Ağız Bakımı' }))
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Sıra bir tam sayı olmalıdır', expect.anything()),
    )
    await waitFor(() => expect(rowNames()[0]).toBe('Ağız Bakımı'))
  })
})
