import { describe, expect, it } from 'vitest'
import { categoryNode } from '../features/categories/test/category-fixtures'
import { categoryNames } from './category-names'

const TREE = [
  categoryNode({
    _id: 'c-oral',
    name: 'Ağız Bakımı',
    en: 'Oral Care',
    subcategories: [categoryNode({ _id: 'c-new', name: 'Yeni Ürünler', en: '', parentCategory: 'c-oral' })],
  }),
]

describe('category names', () => {
  it('names every category of the tree in the admin language, else in the other one', () => {
    const english = categoryNames(TREE, 'en')
    expect(english.get('c-oral')).toBe('Oral Care')
    expect(english.get('c-new')).toBe('Yeni Ürünler')
    expect(categoryNames(TREE, 'tr').get('c-oral')).toBe('Ağız Bakımı')
  })

  it('has no name for a category missing from the tree', () => {
    expect(categoryNames(TREE, 'tr').get('c-gone')).toBeUndefined()
  })
})
