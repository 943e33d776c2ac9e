import { describe, expect, it } from 'vitest'
import { eurRate, usdRate } from '../test/rate-fixtures'
import { checkRateInputs, previewRates } from './rate-form'

describe('checkRateInputs', () => {
  it('sends only the rates typed, a comma read as the decimal point', () => {
    expect(checkRateInputs({ USD: ' 35,5 ', EUR: '' })).toEqual({
      payload: { USD: 35.5 },
      fieldErrors: {},
      empty: false,
    })
    expect(checkRateInputs({ USD: '1000000', EUR: '0.01' }).payload).toEqual({ USD: 1_000_000, EUR: 0.01 })
  })

  it('is empty, with no payload, while both inputs are blank', () => {
    expect(checkRateInputs({ USD: '', EUR: '  ' })).toEqual({ payload: null, fieldErrors: {}, empty: true })
  })

  it("refuses 0, above 1,000,000 and text that is no plain decimal with each currency's message", () => {
    for (const text of ['0', '1000000.01', '-5', '1e3', 'abc', '1.2.3']) {
      const check = checkRateInputs({ USD: text, EUR: text })
      expect(check.payload).toBeNull()
      expect(check.fieldErrors).toEqual({ USD: 'admin.rates.usd_range', EUR: 'admin.rates.eur_range' })
      expect(check.empty).toBe(false)
    }
  })
})

describe('previewRates', () => {
  it('uses a valid typed rate, else the stored active rate while the input is blank, else nothing', () => {
    const inputs = { USD: '', EUR: '' }
    expect(previewRates(inputs, checkRateInputs(inputs), [usdRate, eurRate])).toEqual({
      USD: { rate: 34.5, typed: false },
      EUR: null,
    })
    const typed = { USD: '40', EUR: '0' }
    expect(previewRates(typed, checkRateInputs(typed), [usdRate, { ...eurRate, isActive: true }])).toEqual({
      USD: { rate: 40, typed: true },
      EUR: null,
    })
  })
})
