import { describe, expect, it } from 'vitest'
import { kurusToLira, liraToKurus } from './money'

describe('kuruş ↔ lira', () => {
  it('stores lira amounts exactly as whole kuruş', () => {
    expect(liraToKurus(19.99)).toBe(1999)
    expect(liraToKurus(0.1 + 0.2)).toBe(30)
    expect(liraToKurus(1234.5)).toBe(123450)
  })

  it('answers lira with at most two decimals', () => {
    expect(kurusToLira(1999)).toBe(19.99)
    expect(kurusToLira(123450)).toBe(1234.5)
  })
})
