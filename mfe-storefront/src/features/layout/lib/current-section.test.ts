import { describe, expect, it } from 'vitest'
import { currentProductSection } from './current-section'

describe('currentProductSection', () => {
  it.each([
    ['/products', '', 'products'],
    ['/products/', '?page=2', 'products'],
    ['/products', '?q=eldiven', 'products'],
    ['/products', '?sort=price&order=asc', 'products'],
    ['/products', '?featured=true', 'featured'],
    ['/products', '?featured=1', 'featured'],
    ['/products', '?featured=true&sale=true&page=2', 'featured'],
    ['/products', '?sale=true', 'sale'],
    ['/products', '?sale=true&sort=createdAt&order=desc', 'sale'],
    ['/products', '?sort=createdAt&order=desc', 'new'],
    ['/products', '?order=desc&sort=createdAt&page=3', 'new'],
    ['/products', '?sort=createdAt&order=asc', 'products'],
    ['/products', '?featured=false', 'products'],
    ['/products', '?sale=yes', 'products'],
  ])('%s%s is the %s section', (pathname, search, section) => {
    expect(currentProductSection(pathname, search)).toBe(section)
  })

  it.each([
    '/',
    '/categories',
    '/category/endodonti',
    '/product/eldiven',
    '/products-old',
  ])('%s is no product section', (pathname) => {
    expect(currentProductSection(pathname, '?featured=true')).toBeNull()
  })
})
