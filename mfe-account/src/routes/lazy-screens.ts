import type { AccountScreen } from '@shop/domain/page-routes'
import { lazyScreen } from '@shop/ui'
import type { ComponentType } from 'react'

// Each screen its own chunk group named `screen-<name>` (@shop/domain screen-chunks), the name ACCOUNT_ROUTES gives
// its route: the worker preloads the one a page opens, and a shopper who only signs in downloads no checkout,
// orders, profile or wishlist.
export const Screens: Record<AccountScreen, ComponentType> = {
  login: lazyScreen(() =>
    import(/* webpackChunkName: "screen-login" */ './login-page').then((m) => m.LoginPage),
  ),
  register: lazyScreen(() =>
    import(/* webpackChunkName: "screen-register" */ './register-page').then((m) => m.RegisterPage),
  ),
  profile: lazyScreen(() =>
    import(/* webpackChunkName: "screen-profile" */ './profile-page').then((m) => m.ProfilePage),
  ),
  orders: lazyScreen(() =>
    import(/* webpackChunkName: "screen-orders" */ './orders-page').then((m) => m.OrdersPage),
  ),
  order: lazyScreen(() =>
    import(/* webpackChunkName: "screen-order" */ './order-page').then((m) => m.OrderPage),
  ),
  wishlist: lazyScreen(() =>
    import(/* webpackChunkName: "screen-wishlist" */ './wishlist-page').then((m) => m.WishlistPage),
  ),
  checkout: lazyScreen(() =>
    import(/* webpackChunkName: "screen-checkout" */ './checkout-page').then((m) => m.CheckoutPage),
  ),
}
