import { Hono } from 'hono'
import { requestId } from 'hono/request-id'
import { timing } from 'hono/timing'
import type { AppEnv } from './env'
import { database } from './lib/database'
import { handleError, handleNotFound } from './lib/error-handler'
import { auth } from './routes/auth'
import { categories } from './routes/categories'
import { dashboard } from './routes/dashboard'
import { exchangeRates } from './routes/exchange-rates'
import { health } from './routes/health'
import { orders } from './routes/orders'
import { pages } from './routes/pages'
import { products } from './routes/products'
import { settings } from './routes/settings'
import { translate } from './routes/translate'
import { upload } from './routes/upload'
import { users } from './routes/users'
import { wishlist } from './routes/wishlist'

const api = new Hono<AppEnv>().basePath('/api')

api.use(requestId())
// Server-Timing: `total` for every answer, plus `db` where a handler times its storage calls.
api.use(timing({ totalDescription: 'API' }))
api.use(database())
api.onError(handleError)
api.notFound(handleNotFound)

/** The API under /api. Routes are chained so `AppType` carries every path, input and output to the typed client. */
export const app = api
  .route('/', health)
  .route('/auth', auth)
  .route('/users', users)
  .route('/categories', categories)
  .route('/products', products)
  .route('/orders', orders)
  .route('/pages', pages)
  .route('/settings', settings)
  .route('/exchange-rates', exchangeRates)
  .route('/dashboard', dashboard)
  .route('/upload', upload)
  .route('/translate', translate)
  .route('/wishlist', wishlist)

export type AppType = typeof app
