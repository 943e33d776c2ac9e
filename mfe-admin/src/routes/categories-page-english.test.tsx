import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { categoryNode, sampleTree } from '../features/categories/test/category-fixtures'
import { categoryTreeHandler, startApiServer } from '../test/api-server'
import { renderAdmin } from '../test/render-admin'

const server = startApiServer()

const table = () => screen.findByRole('table', { name: /Category tree/ })
const rowOf = (name: string) => {
  const row = screen.getByRole('rowheader', { name: new RegExp(`^${name}`) }).closest('tr')
  if (!row) throw new Error(`no row for ${name}`)
  return row
}
const firstNames = () =>
  screen.getAllByRole('rowheader').map((cell) => cell.querySelector('span > span')?.textContent)

/** The sample tree and one category nobody has translated yet. */
const treeWithAnUntranslatedCategory = () => [
  ...sampleTree(),
  categoryNode({ _id: 'c-new', name: 'Yeni Ürünler', en: '', sortOrder: 2 }),
]

describe('categories page in English', () => {
  it('names each category in English first, the Turkish name beneath, and the parent in English', async () => {
    server.use(categoryTreeHandler(treeWithAnUntranslatedCategory))
    renderAdmin('/admin/categories', 'admin', 'en')
    await table()
    expect(firstNames()).toEqual([
      'Oral Care',
      'Toothbrushes',
      'Soft Brushes',
      'Toothpastes',
      'Filling Materials',
      'Yeni Ürünler',
    ])
    const turkish = within(rowOf('Oral Care')).getByText('Ağız Bakımı')
    expect(turkish.getAttribute('lang')).toBe('tr')
    expect(screen.getByRole('rowheader', { name: /^Soft Brushes/ }).textContent).toContain(
      'level 3, parent: Toothbrushes',
    )
    // Untranslated: the Turkish name stands alone, not twice.
    expect(within(rowOf('Yeni Ürünler')).getAllByText('Yeni Ürünler')).toHaveLength(1)
    expect(screen.getByRole('checkbox', { name: 'Select Oral Care' })).toBeTruthy()
  })

  it('asks before deleting by the English name, and offers parents by their English names', async () => {
    server.use(categoryTreeHandler(treeWithAnUntranslatedCategory))
    renderAdmin('/admin/categories', 'admin', 'en')
    await table()
    await userEvent.click(within(rowOf('Toothpastes')).getByRole('button', { name: 'Delete: Toothpastes' }))
    const confirm = await screen.findByRole('dialog', {
      name: 'Are you sure you want to delete the category “Toothpastes”?',
    })
    await userEvent.click(within(confirm).getByRole('button', { name: 'Go back' }))
    await userEvent.click(
      within(rowOf('Filling Materials')).getByRole('button', { name: 'Edit: Filling Materials' }),
    )
    const dialog = await screen.findByRole('dialog')
    const parent = within(dialog).getByRole('combobox', { name: 'Parent category' })
    const options = within(parent)
      .getAllByRole('option')
      .map((option) => option.textContent)
    expect(options).toEqual([
      'None (top-level category)',
      'Oral Care',
      '— Toothbrushes',
      '— — Soft Brushes',
      '— Toothpastes (inactive)',
      'Yeni Ürünler',
    ])
  })
})
