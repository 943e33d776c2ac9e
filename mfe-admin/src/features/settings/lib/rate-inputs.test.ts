import { describe, expect, it } from 'vitest'
import { checkRateInputs, rateInputsOf } from './rate-inputs'

describe('settings rate inputs', () => {
  it('sends only the rates above 0', () => {
    expect(checkRateInputs({ USD: '34,5', EUR: '0' })).toEqual({ payload: { USD: 34.5 }, errors: {} })
    expect(checkRateInputs({ USD: '-2', EUR: '37.1234' })).toEqual({ payload: { EUR: 37.1234 }, errors: {} })
  })

  it('needs one rate above 0 and keeps each within 1,000,000', () => {
    expect(checkRateInputs({ USD: '', EUR: '0' })).toEqual({
      payload: null,
      errors: { form: 'admin.rates.at_least_one' },
    })
    expect(checkRateInputs({ USD: '1000001', EUR: '30' }).errors).toEqual({ USD: 'admin.rates.usd_range' })
  })

  it('fills the inputs from the stored rates', () => {
    const stored = [
      { _id: 'r', targetCurrency: 'EUR', rate: 37.5, isActive: false, lastUpdated: '', updatedBy: null },
    ]
    expect(rateInputsOf(stored)).toEqual({ USD: '', EUR: '37.5' })
  })
})
