import { describe, expect, it } from 'vitest'
import { listParamsFrom, withPage } from './list-params'

describe('listParamsFrom', () => {
  it('passes every known list parameter on, typed', () => {
    const search = new URLSearchParams(
      'page=2&limit=12&q=kompozit&category=endodonti&featured=true&sale=1&sort=price&order=asc',
    )
    expect(listParamsFrom(search)).toEqual({
      page: 2,
      limit: 12,
      q: 'kompozit',
      category: 'endodonti',
      featured: true,
      sale: true,
      sort: 'price',
      order: 'asc',
    })
  })

  it('leaves out values the API would refuse and unknown parameters', () => {
    expect(listParamsFrom(new URLSearchParams('page=abc&sort=colour&order=up&limit=1000&utm=x&q='))).toEqual(
      {},
    )
  })
})

describe('withPage', () => {
  it('sets the page and keeps the other parameters', () => {
    expect(withPage(new URLSearchParams('q=frez&page=2'), 3)).toBe('/products?q=frez&page=3')
    expect(withPage(new URLSearchParams('q=frez&page=2'), 1)).toBe('/products?q=frez')
    expect(withPage(new URLSearchParams(''), 1)).toBe('/products')
    expect(withPage(new URLSearchParams('inStock=true'), 2, '/category/dolgu')).toBe(
      '/category/dolgu?inStock=true&page=2',
    )
  })
})
