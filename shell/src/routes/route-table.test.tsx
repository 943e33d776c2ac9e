import { ACCOUNT_ROUTES, matchesRoute, pageModules, routeTarget } from '@shop/domain/page-routes'
import { matchPath } from 'react-router-dom'
import { describe, expect, it } from 'vitest'

describe('routeTarget', () => {
  it('sends /admin and everything below it to the admin remote', () => {
    expect(routeTarget('/admin')).toEqual({ area: 'admin' })
    expect(routeTarget('/admin/products')).toEqual({ area: 'admin' })
    expect(routeTarget('/administrator')).toEqual({ area: 'storefront' })
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

  it('leaves everything else, unknown paths included, to the storefront', () => {
    for (const path of ['/', '/products/frez', '/cart', '/hakkimizda', '/orders/42/extra', '/no-such-page']) {
      expect(routeTarget(path)).toEqual({ area: 'storefront' })
    }
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
    ]
    for (const { path } of ACCOUNT_ROUTES) {
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
      { remote: 'storefront', exposed: ['App', 'Header', 'Footer'] },
    ])
    expect(pageModules(routeTarget('/login'))).toEqual([
      { remote: 'account', exposed: ['App'], screen: 'login' },
      { remote: 'storefront', exposed: ['Header', 'Footer'] },
    ])
    expect(pageModules(routeTarget('/admin/products'))).toEqual([{ remote: 'admin', exposed: ['App'] }])
  })
})
