import type { StorefrontScreen } from '@shop/domain/page-routes'
import { lazyScreen } from '@shop/ui'
import type { ComponentType } from 'react'

// Each page its own chunk group named `screen-<name>` (@shop/domain screen-chunks), the name STOREFRONT_ROUTES gives
// its route: the worker preloads the one a page opens, and no page downloads the others (the content page brings
// the HTML sanitiser, the cart its quote and limits, the list its filters).
export const Screens: Record<StorefrontScreen, ComponentType> = {
  home: lazyScreen(() => import(/* webpackChunkName: "screen-home" */ './home-page').then((m) => m.HomePage)),
  products: lazyScreen(() =>
    import(/* webpackChunkName: "screen-products" */ './products-page').then((m) => m.ProductsPage),
  ),
  product: lazyScreen(() =>
    import(/* webpackChunkName: "screen-product" */ './product-page').then((m) => m.ProductPage),
  ),
  categories: lazyScreen(() =>
    import(/* webpackChunkName: "screen-categories" */ './categories-page').then((m) => m.CategoriesPage),
  ),
  category: lazyScreen(() =>
    import(/* webpackChunkName: "screen-category" */ './category-page').then((m) => m.CategoryPage),
  ),
  cart: lazyScreen(() => import(/* webpackChunkName: "screen-cart" */ './cart-page').then((m) => m.CartPage)),
  page: lazyScreen(() =>
    import(/* webpackChunkName: "screen-page" */ './content-page').then((m) => m.ContentPage),
  ),
}
