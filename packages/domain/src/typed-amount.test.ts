import { describe, expect, it } from 'vitest'
import { readTypedAmount } from './typed-amount'

const read = (language: 'tr' | 'en', ...texts: string[]) =>
  texts.map((text) => readTypedAmount(text, language))

describe('readTypedAmount', () => {
  it('reads Turkish amounts as the shop writes them', () => {
    expect(
      read('tr', '1.000', '1.250,50', '12,5', '12,50', '1.000.000', '250', ' 1.500 ₺', '1.500 TL'),
    ).toEqual([1000, 1250.5, 12.5, 12.5, 1000000, 250, 1500, 1500])
  })

  it('reads English amounts as the shop writes them', () => {
    expect(read('en', '1,000', '1,250.50', '12.5', '₺1,500', '1,000,000')).toEqual([
      1000, 1250.5, 12.5, 1500, 1000000,
    ])
  })

  it('takes a lone mark before other than three digits as the decimal mark in either language', () => {
    expect(read('tr', '12.5', '12.50', '0.999')).toEqual([12.5, 12.5, 0.999])
    expect(read('en', '12,5', '12,50')).toEqual([12.5, 12.5])
  })

  it('refuses what is not an amount', () => {
    expect(read('tr', '', ' ', 'abc', '-5', '1e3', '1.2.3,4,5', ',5.')).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ])
  })
})
