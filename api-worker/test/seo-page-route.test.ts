import { describe, expect, it } from 'vitest'
import { matchShopPage } from '../src/seo/page-route'

describe('which paths get a head written from D1', () => {
  it.each([
    ['/', { kind: 'home' }],
    ['/products', { kind: 'products' }],
    ['/products/ege-seti', { kind: 'product', idOrSlug: 'ege-seti' }],
    ['/products/%C3%A7ubuk', { kind: 'product', idOrSlug: 'çubuk' }],
    ['/categories', { kind: 'categories' }],
    ['/category/endodonti', { kind: 'category', slug: 'endodonti' }],
    ['/hakkimizda', { kind: 'content', slug: 'hakkimizda' }],
    ['/404', { kind: 'not-found' }],
  ])('%s is a shop page', (path, page) => {
    expect(matchShopPage(path)).toEqual(page)
  })

  it.each([
    '/cart',
    '/login',
    '/register',
    '/profile',
    '/orders',
    '/orders/abc',
    '/wishlist',
    '/checkout',
    '/admin',
    '/admin/products',
    '/robots.txt',
    '/mf-manifest.json',
    '/Hakkimizda',
    '/products/',
    '/category/%E0%A4%A',
    '/static/js/missing.js',
  ])('%s is left to the shell as built', (path) => {
    expect(matchShopPage(path)).toBeNull()
  })

  it.each([
    '/products/a/b',
    '/categories/endodonti',
    '/nope/x',
    '/this-does-not-exist/deeper',
    '/orders/abc/def',
  ])('%s is no route of the shell: the not-found page', (path) => {
    expect(matchShopPage(path)).toEqual({ kind: 'not-found' })
  })
})
