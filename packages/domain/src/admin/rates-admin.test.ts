import { describe, expect, it } from 'vitest'
import { bulkRatesUpdateSchema, foreignCurrencyParamSchema, rateValueSchema } from './rates-admin'

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? []

describe('rateValueSchema', () => {
  it('takes a rate above 0 up to 1,000,000', () => {
    for (const rate of [0.0001, 41.85, 1_000_000]) expect(rateValueSchema('USD').parse(rate)).toBe(rate)
  })

  it("refuses 0, negatives, more than 1,000,000 and non-numbers with the currency's message", () => {
    for (const rate of [0, -1, 1_000_000.01, '41', null, Number.POSITIVE_INFINITY]) {
      expect(messagesOf(rateValueSchema('USD').safeParse(rate))).toEqual(['admin.rates.usd_range'])
      expect(messagesOf(rateValueSchema('EUR').safeParse(rate))).toEqual(['admin.rates.eur_range'])
    }
  })
})

describe('bulkRatesUpdateSchema', () => {
  it('keeps the rates given, empty ones counting as not given', () => {
    expect(bulkRatesUpdateSchema.parse({ USD: 41.85, EUR: 48.7 })).toEqual({ USD: 41.85, EUR: 48.7 })
    expect(bulkRatesUpdateSchema.parse({ USD: 41.85, EUR: null })).toEqual({ USD: 41.85 })
    expect(bulkRatesUpdateSchema.parse({ EUR: 48.7, GBP: 55 })).toEqual({ EUR: 48.7 })
  })

  it('needs at least one rate', () => {
    for (const body of [{}, { USD: null, EUR: null }, { GBP: 55 }]) {
      expect(messagesOf(bulkRatesUpdateSchema.safeParse(body))).toEqual(['admin.rates.at_least_one'])
    }
  })

  it('names each rate out of bounds', () => {
    expect(messagesOf(bulkRatesUpdateSchema.safeParse({ USD: 0, EUR: 2_000_000 }))).toEqual([
      'admin.rates.usd_range',
      'admin.rates.eur_range',
    ])
  })
})

describe('foreignCurrencyParamSchema', () => {
  it('takes USD and EUR in any case', () => {
    expect(foreignCurrencyParamSchema.parse({ code: 'usd' })).toEqual({ code: 'USD' })
    expect(foreignCurrencyParamSchema.parse({ code: 'Eur' })).toEqual({ code: 'EUR' })
  })

  it('refuses the base currency and others', () => {
    for (const code of ['TRY', 'GBP', 'dollars', '']) {
      expect(messagesOf(foreignCurrencyParamSchema.safeParse({ code }))).toEqual([
        'admin.rates.currency_unsupported',
      ])
    }
  })
})
