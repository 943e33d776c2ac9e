import { describe, expect, it } from 'vitest'
import { summarizeRevenue } from './revenue-summary'

const day = (date: string, revenue: number) => ({ date, revenue, orders: revenue > 0 ? 1 : 0 })

describe('revenue summary', () => {
  it('adds the days in kuruş, without float drift', () => {
    expect(0.1 + 0.2).not.toBe(0.3)
    expect(summarizeRevenue([day('2025-05-01', 0.1), day('2025-05-02', 0.2)]).total).toBe(0.3)
  })

  it('names the first of the best days', () => {
    const summary = summarizeRevenue([
      day('2025-05-01', 20),
      day('2025-05-02', 150.35),
      day('2025-05-03', 150.35),
      day('2025-05-04', 0),
    ])
    expect(summary).toEqual({ total: 320.7, best: day('2025-05-02', 150.35) })
  })

  it('has no best day when nothing was sold', () => {
    expect(summarizeRevenue([day('2025-05-01', 0), day('2025-05-02', 0)])).toEqual({ total: 0, best: null })
    expect(summarizeRevenue([])).toEqual({ total: 0, best: null })
  })
})
