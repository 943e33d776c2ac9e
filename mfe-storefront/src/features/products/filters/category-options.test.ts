import type { CategoryNode } from '@shop/domain'
import { describe, expect, it } from 'vitest'
import { listCategoryOptions, pathTo, subtreeCounts } from './category-options'

function node(id: string, subcategories: CategoryNode[] = []): CategoryNode {
  return {
    _id: id,
    slug: `s-${id}`,
    name: { tr: id },
    description: {},
    image: '',
    parentCategory: null,
    order: 0,
    isActive: true,
    subcategories,
  } as unknown as CategoryNode
}

const tree = [node('a', [node('a1', [node('a1x')]), node('a2')]), node('b')]

describe('subtreeCounts', () => {
  it('adds each category its subcategories’ products', () => {
    const counts = subtreeCounts(tree, [
      { categoryId: 'a', count: 1 },
      { categoryId: 'a1', count: 2 },
      { categoryId: 'a1x', count: 4 },
      { categoryId: 'b', count: 3 },
    ])
    expect(Object.fromEntries(counts)).toEqual({ a: 7, a1: 6, a1x: 4, a2: 0, b: 3 })
  })
})

describe('listCategoryOptions', () => {
  const ids = (selected: string | undefined) =>
    listCategoryOptions(tree, selected, undefined).map(
      (o) => `${o.depth}:${o.node._id}${o.current ? '*' : ''}`,
    )

  it('lists the top level, opening the way down to the chosen category (by slug or id)', () => {
    expect(ids(undefined)).toEqual(['0:a', '0:b'])
    expect(ids('s-a1')).toEqual(['0:a', '1:a1*', '2:a1x', '1:a2', '0:b'])
    expect(ids('a1x')).toEqual(['0:a', '1:a1', '2:a1x*', '1:a2', '0:b'])
    expect(ids('gone')).toEqual(['0:a', '0:b'])
  })

  it('carries the counts when they came', () => {
    const counts = new Map([['a', 5]])
    expect(listCategoryOptions(tree, undefined, counts).map((o) => o.count)).toEqual([5, undefined])
  })

  it('finds the path to a category', () => {
    expect(pathTo(tree, 's-a1x').map((n) => n._id)).toEqual(['a', 'a1', 'a1x'])
  })
})
