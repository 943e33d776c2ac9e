import { describe, expect, it } from 'vitest'
import { turnOrder } from './search.mjs'

describe('turnOrder', () => {
  it('lets every size go first and last in turn, so none is always measured right after another', () => {
    const sizes = [1_000, 10_000, 100_000]
    expect([0, 1, 2, 3].map((round) => turnOrder(sizes, round))).toEqual([
      [1_000, 10_000, 100_000],
      [100_000, 10_000, 1_000],
      [1_000, 10_000, 100_000],
      [100_000, 10_000, 1_000],
    ])
    expect(sizes).toEqual([1_000, 10_000, 100_000])
  })
})
