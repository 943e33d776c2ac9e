import { describe, expect, it } from 'vitest'
import { countCategories, filterCategoryTree } from './filter-category-tree'

interface Node {
  name: { tr: string }
  description: { tr: string }
  subcategories: Node[]
}

const node = (tr: string, subcategories: Node[] = [], description = ''): Node => ({
  name: { tr },
  description: { tr: description },
  subcategories,
})

const tree = [
  node('İmplantoloji', [node('İmplant sistemleri'), node('Abutmentler', [node('Titanyum abutment')])]),
  node('Endodonti', [node('Eğeler', [], 'Kanal tedavisi'), node('Apeks bulucular')]),
  node('Ortodonti'),
]
const names = (list: readonly Node[]): unknown =>
  list.map((item) => [item.name.tr, names(item.subcategories)])

describe('filterCategoryTree', () => {
  it('keeps a matching category with its whole subtree', () => {
    expect(names(filterCategoryTree(tree, 'endodonti'))).toEqual([
      [
        'Endodonti',
        [
          ['Eğeler', []],
          ['Apeks bulucular', []],
        ],
      ],
    ])
  })

  it('keeps only the path down to a matching subcategory, searching descriptions too', () => {
    expect(names(filterCategoryTree(tree, 'TİTANYUM'))).toEqual([
      ['İmplantoloji', [['Abutmentler', [['Titanyum abutment', []]]]]],
    ])
    expect(names(filterCategoryTree(tree, 'kanal'))).toEqual([['Endodonti', [['Eğeler', []]]]])
  })

  it('keeps the tree untouched for an empty text and drops everything for no match', () => {
    expect(filterCategoryTree(tree, ' ')).toEqual(tree)
    expect(filterCategoryTree(tree, 'protez')).toEqual([])
  })
})

describe('countCategories', () => {
  it('counts every level', () => {
    expect(countCategories(tree)).toBe(8)
    expect(countCategories(filterCategoryTree(tree, 'abutment'))).toBe(3)
  })
})
