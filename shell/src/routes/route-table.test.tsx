import {
  ACCOUNT_ROUTES,
  matchesRoute,
  pageModules,
  routeTarget,
  STOREFRONT_ROUTES,
} from '@shop/domain/page-routes'
import { matchPath } from 'react-router-dom'
import { describe, expect, it } from 'vitest'

describe('routeTarget', () => {
  it('sends /admin and everything below it to the admin remote', () => {
    expect(routeTarget('/admin')).toEqual({ area: 'admin' })
    expect(routeTarget('/admin/products')).toEqual({ area: 'admin' })
    expect(routeTarget('/administrator')).toEqual({ area: 'storefront', screen: 'page' })
  })

  it('sends account screens to the account remote, guarding the logged-in ones', () => {
    expect(routeTarget('/login')).toEqual({ area: 'account', requiresLogin: false, screen: 'login' })
    expect(routeTarget('/register/')).toEqual({ area: 'account', requiresLogin: false, screen: 'register' })
    expect(routeTarget('/orders/42')).toEqual({ area: 'account', requiresLogin: true, screen: 'order' })
    expect(routeTarget('/profile')).toEqual({ area: 'account', requiresLogin: true, screen: 'profile' })
    expect(routeTarget('/orders')).toEqual({ area: 'account', requiresLogin: true, screen: 'orders' })
    expect(routeTarget('/wishlist')).toEqual({ area: 'account', requiresLogin: true, screen: 'wishlist' })
  })

  it('leaves checkout unguarded in the shell: the screen explains the login it needs', () => {
    expect(routeTarget('/checkout')).toEqual({ area: 'account', requiresLogin: false, screen: 'checkout' })
  })

  it('leaves everything else, unknown paths included, to the storefront, naming the screen its routes render', () => {
    expect(routeTarget('/')).toEqual({ area: 'storefront', screen: 'home' })
    expect(routeTarget('/products')).toEqual({ area: 'storefront', screen: 'products' })
    expect(routeTarget('/products/frez')).toEqual({ area: 'storefront', screen: 'product' })
    expect(routeTarget('/categories')).toEqual({ area: 'storefront', screen: 'categories' })
    expect(routeTarget('/category/dolgu')).toEqual({ area: 'storefront', screen: 'category' })
    expect(routeTarget('/cart')).toEqual({ area: 'storefront', screen: 'cart' })
    expect(routeTarget('/hakkimizda')).toEqual({ area: 'storefront', screen: 'page' })
    // The not-found screen is not lazy: nothing to preload.
    for (const path of ['/404', '/orders/42/extra', '/a/b'])
      expect(routeTarget(path)).toEqual({ area: 'storefront' })
  })

  it('matches paths as the router does (the table is read without it by the worker too)', () => {
    const paths = [
      '/login',
      '/LOGIN',
      '/login/',
      '/login/x',
      '/orders/42',
      '/orders/42/',
      '/orders/',
      '/orders//',
      '/x',
      '/',
      '/products',
      '/products/frez/',
      '/Category/dolgu',
      '/404',
    ]
    for (const { path } of [...ACCOUNT_ROUTES, ...STOREFRONT_ROUTES]) {
      for (const pathname of paths) {
        expect(matchesRoute(path, pathname), `${path} ${pathname}`).toBe(
          matchPath({ path, end: true }, pathname) !== null,
        )
      }
    }
    for (const pathname of ['/admin', '/Admin/x', '/admin/', '/admin/a/b', '/administrator', '/']) {
      expect(routeTarget(pathname).area === 'admin', pathname).toBe(
        matchPath({ path: '/admin/*' }, pathname) !== null,
      )
    }
  })
})

describe('pageModules', () => {
  it("names the modules the shell renders: the area's App, and the storefront's header and footer outside the admin", () => {
    expect(pageModules(routeTarget('/'))).toEqual([
      { remote: 'storefront', exposed: ['App', 'Header', 'Footer'], screen: 'home' },
    ])
    expect(pageModules(routeTarget('/a/b'))).toEqual([
      { remote: 'storefront', exposed: ['App', 'Header', 'Footer'] },
    ])
    expect(pageModules(routeTarget('/login'))).toEqual([
      { remote: 'account', exposed: ['App'], screen: 'login' },
      { remote: 'storefront', exposed: ['Header', 'Footer'] },
    ])
    expect(pageModules(routeTarget('/admin/products'))).toEqual([{ remote: 'admin', exposed: ['App'] }])
  })
})
