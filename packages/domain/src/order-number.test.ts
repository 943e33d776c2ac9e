import { describe, expect, it } from 'vitest'
import { formatOrderNumber, newOrderNumber, ORDER_NUMBER_PATTERN } from './order-number'

describe('order numbers', () => {
  it("carry the shop's day and five unambiguous base-32 characters", () => {
    const number = formatOrderNumber(new Date('2025-03-07T20:30:00Z'), new Uint8Array([0, 1, 18, 31, 32]))
    expect(number).toBe('DS-250307-01JZ0')
    // 02:30 on the 8th in Istanbul, where the shop counts its days.
    expect(formatOrderNumber(new Date('2025-03-07T23:30:00Z'), new Uint8Array(5))).toMatch(/^DS-250308-/)
    expect(number).toMatch(ORDER_NUMBER_PATTERN)
  })

  it('never use I, L, O or U', () => {
    const all = formatOrderNumber(
      new Date(),
      Uint8Array.from({ length: 5 }, (_, i) => i * 7),
    )
    expect(all).toMatch(ORDER_NUMBER_PATTERN)
    for (let i = 0; i < 200; i++) expect(newOrderNumber()).not.toMatch(/-.*[ILOU]/)
  })

  it('rarely repeat', () => {
    const numbers = new Set(Array.from({ length: 2000 }, () => newOrderNumber()))
    expect(numbers.size).toBeGreaterThan(1990)
  })

  it('need enough randomness', () => {
    expect(() => formatOrderNumber(new Date(), new Uint8Array(4))).toThrow(RangeError)
  })
})
