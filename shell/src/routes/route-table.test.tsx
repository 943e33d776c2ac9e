import { describe, expect, it } from 'vitest'
import { routeTarget } from './route-table'

describe('routeTarget', () => {
  it('sends /admin and everything below it to the admin remote', () => {
    expect(routeTarget('/admin')).toEqual({ area: 'admin' })
    expect(routeTarget('/admin/products')).toEqual({ area: 'admin' })
    expect(routeTarget('/administrator')).toEqual({ area: 'storefront' })
  })

  it('sends account screens to the account remote, guarding the logged-in ones', () => {
    expect(routeTarget('/login')).toEqual({ area: 'account', requiresLogin: false })
    expect(routeTarget('/register/')).toEqual({ area: 'account', requiresLogin: false })
    expect(routeTarget('/orders/42')).toEqual({ area: 'account', requiresLogin: true })
    expect(routeTarget('/profile')).toEqual({ area: 'account', requiresLogin: true })
    expect(routeTarget('/orders')).toEqual({ area: 'account', requiresLogin: true })
    expect(routeTarget('/wishlist')).toEqual({ area: 'account', requiresLogin: true })
  })

  it('leaves checkout unguarded in the shell: the screen explains the login it needs', () => {
    expect(routeTarget('/checkout')).toEqual({ area: 'account', requiresLogin: false })
  })

  it('leaves everything else, unknown paths included, to the storefront', () => {
    for (const path of ['/', '/products/frez', '/cart', '/hakkimizda', '/orders/42/extra', '/no-such-page']) {
      expect(routeTarget(path)).toEqual({ area: 'storefront' })
    }
  })
})
