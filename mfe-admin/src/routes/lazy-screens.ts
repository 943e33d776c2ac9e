import { lazyScreen } from '@shop/ui'
import type { ComponentType } from 'react'

// Named `screen-<name>` in the build, so the browser tests can tell which screens a page downloaded.
const loaders = {
  Products: () =>
    import(/* webpackChunkName: "screen-products" */ './products-page').then((m) => m.ProductsPage),
  CatalogueTools: () =>
    import(/* webpackChunkName: "screen-catalogue-tools" */ './catalogue-tools-page').then(
      (m) => m.CatalogueToolsPage,
    ),
  Categories: () =>
    import(/* webpackChunkName: "screen-categories" */ './categories-page').then((m) => m.CategoriesPage),
  Pages: () => import(/* webpackChunkName: "screen-pages" */ './pages-page').then((m) => m.PagesPage),
  ExchangeRates: () =>
    import(/* webpackChunkName: "screen-exchange-rates" */ './exchange-rates-page').then(
      (m) => m.ExchangeRatesPage,
    ),
  Orders: () => import(/* webpackChunkName: "screen-orders" */ './orders-page').then((m) => m.OrdersPage),
  Users: () => import(/* webpackChunkName: "screen-users" */ './users-page').then((m) => m.UsersPage),
  Settings: () =>
    import(/* webpackChunkName: "screen-settings" */ './settings-page').then((m) => m.SettingsPage),
  AuditLog: () =>
    import(/* webpackChunkName: "screen-audit-log" */ './audit-log-page').then((m) => m.AuditLogPage),
} satisfies Record<string, () => Promise<ComponentType>>

type ScreenName = keyof typeof loaders

/**
 * The admin's screens but the dashboard (the first one shown), each its own chunk with the libraries only it uses
 * (the rich-text editor, forms and their schemas, drag and drop, image compression), fetched when it is opened.
 */
export const Screens = Object.fromEntries(
  Object.entries(loaders).map(([name, load]) => [name, lazyScreen(load)]),
) as Record<ScreenName, ComponentType>

/** Every screen's module fetched now (the UI tests import them before rendering, as the bundle did before). */
export function preloadScreens(): Promise<unknown> {
  return Promise.all(Object.values(loaders).map((load) => load()))
}
