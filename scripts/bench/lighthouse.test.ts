import { describe, expect, it } from 'vitest'
import { formatLighthouse, interleavedRuns } from './lighthouse.mjs'

describe('interleavedRuns', () => {
  it('runs every target once per round, rounds one after another', () => {
    const [home, list, constant] = [{ name: 'home' }, { name: 'list' }, { name: 'constant' }]
    const order = interleavedRuns([home, list, constant], 3).map(({ target, run }) => `${target.name}${run}`)
    expect(order).toEqual([
      'home0',
      'list0',
      'constant0',
      'home1',
      'list1',
      'constant1',
      'home2',
      'list2',
      'constant2',
    ])
  })
})

describe('formatLighthouse', () => {
  const sample = (score: number) => ({ score, lcp: 1500, tbt: 100, cls: 0, fcp: 1000, benchmarkIndex: 2000 })
  const result = (name: string, scores: number[]) => ({
    name,
    ...sample(scores[1] ?? 0),
    samples: scores.map(sample),
  })

  it("shows each run's score beside the median, which alone would hide a run under the goal", () => {
    const table = formatLighthouse([result('list', [97, 96, 79])], [result('constant page', [100, 100, 100])])
    expect(table).toContain('| list | 96 ✓ | 1.5 s ✓ | 100 ms ✓ | 0.00 ✓ | 1.0 s | 2000 | 97 / 96 / 79 |')
    expect(table).toContain(
      '| constant page | 100 | 1.5 s | 100 ms | 0.00 | 1.0 s | 2000 | 100 / 100 / 100 |',
    )
  })
})
