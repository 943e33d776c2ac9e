import { Hono } from 'hono'
import { requestId } from 'hono/request-id'
import { timing } from 'hono/timing'
import type { AppEnv } from './env'
import { database } from './lib/database'
import { handleError, handleNotFound } from './lib/error-handler'
import { language } from './middleware/language'
import { addresses } from './routes/addresses'
import { auditLogAdmin } from './routes/admin/audit-log'
import { catalogueAdmin } from './routes/admin/catalogue'
import { categoriesAdmin } from './routes/admin/categories'
import { dashboardAdmin } from './routes/admin/dashboard'
import { exchangeRatesAdmin } from './routes/admin/exchange-rates'
import { ordersAdmin } from './routes/admin/orders'
import { pagesAdmin } from './routes/admin/pages'
import { productsAdmin } from './routes/admin/products'
import { settingsAdmin } from './routes/admin/settings'
import { translateAdmin } from './routes/admin/translate'
import { uploadAdmin } from './routes/admin/upload'
import { usersAdmin } from './routes/admin/users'
import { account, auth } from './routes/auth'
import { categories } from './routes/categories'
import { deploy } from './routes/deploy'
import { exchangeRates } from './routes/exchange-rates'
import { health } from './routes/health'
import { orders } from './routes/orders'
import { ordersQuote } from './routes/orders-quote'
import { pages } from './routes/pages'
import { productFacets } from './routes/product-facets'
import { products } from './routes/products'
import { searchSuggest } from './routes/search-suggest'
import { settings } from './routes/settings'
import { wishlist } from './routes/wishlist'

const api = new Hono<AppEnv>().basePath('/api')

api.use(requestId())
// Server-Timing: `total` for every answer, plus `db` where a handler times its storage calls.
api.use(timing({ totalDescription: 'API' }))
api.use(language())
api.use(database())
api.onError(handleError)
api.notFound(handleNotFound)

/**
 * The API under /api. Every sub-app is built by a policy factory (access/policy.ts) that puts its guard in front of
 * each route; test/route-policy.test.ts walks this table and fails on a route without one. On a shared prefix the
 * staff routes are mounted first, so their fixed paths (`/products/stats`) are not read as a public `/:idOrSlug`.
 * Routes are chained so `AppType` carries every path, input and output to the typed client.
 */
export const app = api
  .route('/', health)
  .route('/auth', auth)
  .route('/auth', account)
  .route('/auth/addresses', addresses)
  .route('/categories', categoriesAdmin)
  .route('/categories', categories)
  .route('/products', productsAdmin)
  .route('/products', productFacets)
  .route('/products', searchSuggest)
  .route('/products', products)
  .route('/orders', ordersAdmin)
  .route('/orders', ordersQuote)
  .route('/orders', orders)
  .route('/users', usersAdmin)
  .route('/pages', pagesAdmin)
  .route('/pages', pages)
  .route('/settings', settingsAdmin)
  .route('/settings', settings)
  .route('/exchange-rates', exchangeRatesAdmin)
  .route('/exchange-rates', exchangeRates)
  .route('/audit-log', auditLogAdmin)
  .route('/catalogue', catalogueAdmin)
  .route('/dashboard', dashboardAdmin)
  .route('/upload', uploadAdmin)
  .route('/translate', translateAdmin)
  .route('/wishlist', wishlist)
  .route('/deploy', deploy)

export type AppType = typeof app
