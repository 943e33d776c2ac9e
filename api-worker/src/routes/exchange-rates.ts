import {
  convertCurrency,
  convertPreviewQuerySchema,
  currencyCodeParamSchema,
  isStorefrontCurrency,
  missingRate,
  type StorefrontCurrency,
} from '@shop/domain'
import { etag } from 'hono/etag'
import { publicRoutes } from '../access/policy'
import { RATES_CACHE_CONTROL, ratesEtag } from '../db/queries/admin-rates-cache'
import { findActiveRate, listActiveRates, ratesMap } from '../db/queries/exchange-rates'
import { badRequest, notFound } from '../lib/errors'
import { message } from '../lib/messages'
import { ok } from '../lib/response'
import { validate } from '../lib/validate'

function supported(code: string): StorefrontCurrency {
  if (!isStorefrontCurrency(code)) throw badRequest(message('currency.unsupported', { code }))
  return code
}

// `/convert/preview` before `/:code`; a code is three letters, so 'convert' could not be one anyway.
export const exchangeRates = publicRoutes()
  // Revalidated on every use against an ETag that changes with the rates and when an admin clears the cache.
  .get('/', etag(), async (c) => {
    const exchangeRates = await listActiveRates(c.var.db)
    c.header('ETag', await ratesEtag(c.var.db, exchangeRates))
    c.header('Cache-Control', RATES_CACHE_CONTROL)
    return ok(c, { exchangeRates })
  })
  .get('/convert/preview', validate('query', convertPreviewQuerySchema), async (c) => {
    const query = c.req.valid('query')
    const from = supported(query.from)
    const to = supported(query.to)
    const amount = query.amount
    const rates = ratesMap(await listActiveRates(c.var.db))
    const conversion = convertCurrency(amount, from, to, rates)
    if (!conversion)
      throw notFound(message('currency.rate_not_found', { code: missingRate(from, to, rates) ?? to }))
    return ok(c, { amount, from, to, rate: conversion.rate, converted: conversion.converted })
  })
  .get('/:code', validate('param', currencyCodeParamSchema), async (c) => {
    const { code } = c.req.valid('param')
    const exchangeRate = await findActiveRate(c.var.db, code)
    if (!exchangeRate) throw notFound(message('currency.rate_not_found', { code }))
    return ok(c, { exchangeRate })
  })
