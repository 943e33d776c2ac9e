import {
  bulkRatesUpdateSchema,
  type ForeignCurrency,
  foreignCurrencyParamSchema,
  rateHistoryQuerySchema,
  rateUpdateSchema,
  rateValueSchema,
} from '@shop/domain'
import type { MessageLanguage } from '@shop/domain/messages/index'
import { z } from 'zod'
import { adminRoutes } from '../../access/policy'
import {
  enterRates,
  findAdminRate,
  listAdminRates,
  listRateHistory,
  toggleRate,
} from '../../db/queries/admin-rates'
import { clearRatesCache, ratesCacheStatus } from '../../db/queries/admin-rates-cache'
import { conflict, notFound } from '../../lib/errors'
import { message } from '../../lib/messages'
import { ok } from '../../lib/response'
import { parseOrFail, validate } from '../../lib/validate'

/** The rate of `PUT /:code`, checked against that currency's bounds and message. */
const rateOf = (code: ForeignCurrency, body: unknown, language: MessageLanguage) =>
  parseOrFail(z.object({ rate: rateValueSchema(code) }), body, language).rate

/**
 * Manual exchange rates (admins only), mounted on /exchange-rates before the public app (`GET /`, `/convert/preview`,
 * `/:code`): no GET on a bare `/:code` here, fixed paths before `/:code`. Every entered rate writes its history row
 * (who, when, the rate before) and an audit row in one batch.
 */
export const exchangeRatesAdmin = adminRoutes()
  .get('/admin', async (c) => ok(c, { exchangeRates: await listAdminRates(c.var.db) }))
  .get('/cache', async (c) => ok(c, { cache: await ratesCacheStatus(c.var.db) }))
  .delete('/cache', async (c) => ok(c, { cache: await clearRatesCache(c.var.db, c.var.user.id) }))
  .put('/bulk-update', validate('json', bulkRatesUpdateSchema), async (c) => {
    const entered = c.req.valid('json')
    if (!(await enterRates(c.var.db, c.var.user.id, entered))) throw conflict(message('admin.rates.changed'))
    return ok(c, { exchangeRates: await listAdminRates(c.var.db) })
  })
  .put(
    '/:code',
    validate('param', foreignCurrencyParamSchema),
    validate('json', rateUpdateSchema),
    async (c) => {
      const { code } = c.req.valid('param')
      const rate = rateOf(code, c.req.valid('json'), c.var.lang)
      if (!(await enterRates(c.var.db, c.var.user.id, { [code]: rate })))
        throw conflict(message('admin.rates.changed'))
      const exchangeRate = await findAdminRate(c.var.db, code)
      if (!exchangeRate) throw notFound(message('admin.rates.not_found'))
      return ok(c, { exchangeRate })
    },
  )
  .get(
    '/:code/history',
    validate('param', foreignCurrencyParamSchema),
    validate('query', rateHistoryQuerySchema),
    async (c) => {
      const { code } = c.req.valid('param')
      const { page, limit } = c.req.valid('query')
      const { history, pagination } = await listRateHistory(c.var.db, code, page, limit)
      return ok(c, { history }, pagination)
    },
  )
  .patch('/:code/toggle-status', validate('param', foreignCurrencyParamSchema), async (c) => {
    const exchangeRate = await toggleRate(c.var.db, c.var.user.id, c.req.valid('param').code)
    if (!exchangeRate) throw notFound(message('admin.rates.not_found'))
    return ok(c, { exchangeRate })
  })
