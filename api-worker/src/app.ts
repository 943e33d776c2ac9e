import { Hono } from 'hono'
import { requestId } from 'hono/request-id'
import { timing } from 'hono/timing'
import type { AppEnv } from './env'
import { database } from './lib/database'
import { handleError, handleNotFound } from './lib/error-handler'
import { language } from './middleware/language'
import { addresses } from './routes/addresses'
import { catalogueAdmin } from './routes/admin/catalogue'
import { categoriesAdmin } from './routes/admin/categories'
import { dashboardAdmin } from './routes/admin/dashboard'
import { productsAdmin } from './routes/admin/products'
import { translateAdmin } from './routes/admin/translate'
import { uploadAdmin } from './routes/admin/upload'
import { account, auth } from './routes/auth'
import { categories } from './routes/categories'
import { exchangeRates } from './routes/exchange-rates'
import { health } from './routes/health'
import { orders } from './routes/orders'
import { pages } from './routes/pages'
import { products } from './routes/products'
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
  .route('/products', products)
  .route('/orders', orders)
  .route('/pages', pages)
  .route('/settings', settings)
  .route('/exchange-rates', exchangeRates)
  .route('/catalogue', catalogueAdmin)
  .route('/dashboard', dashboardAdmin)
  .route('/upload', uploadAdmin)
  .route('/translate', translateAdmin)
  .route('/wishlist', wishlist)

export type AppType = typeof app
