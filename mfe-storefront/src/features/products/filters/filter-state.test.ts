import { describe, expect, it } from 'vitest'
import { listParamsFrom } from '../lib/list-params'
import {
  activeFilterCount,
  clearedFilters,
  sortChoiceOf,
  sortChoicesFor,
  withChanges,
  withFlag,
  withSort,
} from './filter-state'

const url = (query: string) => new URLSearchParams(query)

describe('sort choices and the URL', () => {
  it('offers relevance only for a search', () => {
    expect(sortChoicesFor(true)).toEqual(['relevance', 'newest', 'price-asc', 'price-desc', 'name'])
    expect(sortChoicesFor(false)).toEqual(['newest', 'price-asc', 'price-desc', 'name'])
  })

  it('reads the choice from sort and order, defaulting as the API does', () => {
    expect(sortChoiceOf(listParamsFrom(url('sort=price&order=asc')))).toBe('price-asc')
    expect(sortChoiceOf(listParamsFrom(url('sort=price')))).toBe('price-desc')
    expect(sortChoiceOf(listParamsFrom(url('sort=name&order=asc')))).toBe('name')
    expect(sortChoiceOf(listParamsFrom(url('sort=createdAt&order=desc')))).toBe('newest')
    expect(sortChoiceOf(listParamsFrom(url('q=frez')))).toBe('relevance')
    expect(sortChoiceOf(listParamsFrom(url('')))).toBe('newest')
    expect(sortChoiceOf(listParamsFrom(url('sort=stock&order=asc')))).toBe('newest')
  })

  it('writes the choice as sort and order and starts from the first page', () => {
    expect(withSort(url('q=frez&page=3'), 'price-asc').toString()).toBe('q=frez&sort=price&order=asc')
    expect(withSort(url('q=frez&sort=price&order=asc'), 'relevance').toString()).toBe('q=frez')
    expect(withSort(url(''), 'name').toString()).toBe('sort=name&order=asc')
  })
})

describe('filters and the URL', () => {
  it('sets and removes filters, keeping search and sort, dropping the page', () => {
    const start = url('q=eldiven&sort=price&order=asc&page=2')
    expect(withChanges(start, { minPrice: '10', maxPrice: '250.5' }).toString()).toBe(
      'q=eldiven&sort=price&order=asc&minPrice=10&maxPrice=250.5',
    )
    expect(
      withChanges(url('minPrice=10&maxPrice=20'), { minPrice: undefined, maxPrice: '' }).toString(),
    ).toBe('')
    expect(withFlag(start, 'inStock', true).toString()).toBe('q=eldiven&sort=price&order=asc&inStock=true')
    expect(withFlag(url('inStock=true&sale=true'), 'inStock', false).toString()).toBe('sale=true')
    expect(withFlag(url('featured=true&page=3'), 'featured', false).toString()).toBe('')
  })

  it('reads filters back typed, and drops a range the API would refuse', () => {
    expect(listParamsFrom(url('inStock=true&sale=1&minPrice=10&maxPrice=99.9&category=dolgu'))).toEqual({
      inStock: true,
      sale: true,
      minPrice: 10,
      maxPrice: 99.9,
      category: 'dolgu',
    })
    expect(listParamsFrom(url('minPrice=50&maxPrice=10&inStock=true'))).toEqual({ inStock: true })
    expect(listParamsFrom(url('minPrice=-1&maxPrice=x'))).toEqual({})
  })

  it('clears everything but the search term', () => {
    expect(
      clearedFilters(url('q=frez&category=a&minPrice=1&inStock=true&sort=name&order=asc&page=2')).toString(),
    ).toBe('q=frez')
    expect(clearedFilters(url('sale=true')).toString()).toBe('')
  })

  it('counts the filters on, the price range once and the category only where it can be chosen', () => {
    const params = listParamsFrom(url('category=a&minPrice=1&maxPrice=5&inStock=true&sale=true&sort=name'))
    expect(activeFilterCount(params, true)).toBe(4)
    expect(activeFilterCount(params, false)).toBe(3)
    expect(activeFilterCount(listParamsFrom(url('q=x&sort=price')), true)).toBe(0)
    // The header's 'Öne çıkan ürünler' link's filter counts like the others; asking for the others does not.
    expect(activeFilterCount(listParamsFrom(url('featured=true&sale=true')), false)).toBe(2)
    expect(activeFilterCount(listParamsFrom(url('featured=false')), false)).toBe(0)
  })
})
