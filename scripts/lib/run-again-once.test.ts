import { describe, expect, it } from 'vitest'
import { runAgainOnce } from './run-again-once.mjs'

describe('runAgainOnce', () => {
  it('runs a task that succeeds once, and tells nobody', async () => {
    const reasons: unknown[] = []
    let runs = 0
    await expect(
      runAgainOnce(
        async () => ++runs,
        (error: unknown) => reasons.push(error),
      ),
    ).resolves.toBe(1)
    expect(reasons).toEqual([])
  })

  it('runs a task that failed again, saying why', async () => {
    const reasons: unknown[] = []
    let runs = 0
    const task = async () => {
      runs += 1
      if (runs === 1) throw new Error('stopped')
      return runs
    }
    await expect(runAgainOnce(task, (error: unknown) => reasons.push(error))).resolves.toBe(2)
    expect(reasons.map((reason) => (reason as Error).message)).toEqual(['stopped'])
  })

  it('throws the second failure and does not run a third time', async () => {
    let runs = 0
    const task = async () => {
      runs += 1
      throw new Error(`failure ${runs}`)
    }
    await expect(runAgainOnce(task, () => {})).rejects.toThrow('failure 2')
    expect(runs).toBe(2)
  })
})
