import { describe, expect, it } from 'vitest'
import { categoryNode, sampleTree } from '../test/category-fixtures'
import { flattenTree } from './flatten-tree'
import { parentOptions } from './parent-options'
import { reorderLevel } from './reorder-level'

describe('flattenTree', () => {
  it('lists each category followed by its subcategories, with depth, parent and place among siblings', () => {
    const rows = flattenTree(sampleTree())
    expect(rows.map((row) => [row.node._id, row.depth, row.parent?._id ?? null, row.index])).toEqual([
      ['c-oral', 0, null, 0],
      ['c-brush', 1, 'c-oral', 0],
      ['c-soft', 2, 'c-brush', 0],
      ['c-paste', 1, 'c-oral', 1],
      ['c-fill', 0, null, 1],
    ])
    expect(rows[2]?.ancestorIds).toEqual(['c-oral', 'c-brush'])
    expect(rows[3]?.siblingIds).toEqual(['c-brush', 'c-paste'])
  })
})

describe('reorderLevel', () => {
  it('moves a category within its level and renumbers that level only', () => {
    const result = reorderLevel(sampleTree(), 'c-brush', 1)
    expect(result?.order).toEqual([
      { id: 'c-paste', sortOrder: 0 },
      { id: 'c-brush', sortOrder: 1 },
    ])
    const oral = result?.tree[0]
    expect(oral?.subcategories.map((node) => node._id)).toEqual(['c-paste', 'c-brush'])
    expect(oral?.subcategories[1]?.subcategories[0]?._id).toBe('c-soft')
    expect(result?.tree.map((node) => [node._id, node.sortOrder])).toEqual([
      ['c-oral', 0],
      ['c-fill', 1],
    ])
  })

  it('gives categories that all had the default order a real one', () => {
    const tree = ['a', 'b', 'c'].map((id) => categoryNode({ _id: id, name: id }))
    expect(reorderLevel(tree, 'c', 0)?.order).toEqual([
      { id: 'c', sortOrder: 0 },
      { id: 'a', sortOrder: 1 },
      { id: 'b', sortOrder: 2 },
    ])
  })

  it('refuses a position outside the level or an unknown category', () => {
    expect(reorderLevel(sampleTree(), 'c-fill', 2)).toBeNull()
    expect(reorderLevel(sampleTree(), 'c-oral', -1)).toBeNull()
    expect(reorderLevel(sampleTree(), 'nope', 0)).toBeNull()
    expect(reorderLevel(sampleTree(), 'c-oral', 0)).toBeNull()
  })
})

describe('parentOptions', () => {
  it('offers every category for a new one', () => {
    expect(parentOptions(sampleTree(), 'tr').map((option) => option.id)).toEqual([
      'c-oral',
      'c-brush',
      'c-soft',
      'c-paste',
      'c-fill',
    ])
  })

  it('leaves out the category itself and everything below it', () => {
    expect(parentOptions(sampleTree(), 'tr', 'c-brush').map((option) => [option.id, option.depth])).toEqual([
      ['c-oral', 0],
      ['c-paste', 1],
      ['c-fill', 0],
    ])
  })
})
