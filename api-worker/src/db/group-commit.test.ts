import { describe, expect, it } from 'vitest'
import { createGroupCommit } from './group-commit'

/** A D1 stand-in: records each batch, holds it until `release`, fails one holding a 'bad' statement. */
function fakeD1() {
  const batches: string[][] = []
  const holds: Array<() => void> = []
  return {
    batches,
    release: () => {
      for (const go of holds.splice(0)) go()
    },
    batch(statements: string[]) {
      batches.push(statements)
      return new Promise<void>((resolve, reject) => {
        holds.push(() =>
          statements.includes('bad')
            ? reject(new Error('CHECK constraint failed'))
            : statements.includes('down')
              ? reject(new Error('D1 is unreachable'))
              : resolve(),
        )
      })
    },
  }
}

const entryMayHaveFailed = (error: unknown) => /constraint/.test(String(error))

/** Releases held batches until every commit given has settled. */
async function settleAll(d1: ReturnType<typeof fakeD1>, commits: Promise<void>[]) {
  const results = Promise.allSettled(commits)
  let done = false
  void results.then(() => {
    done = true
  })
  while (!done) {
    await new Promise((resolve) => setTimeout(resolve, 0))
    d1.release()
  }
  return results
}

describe('group commit', () => {
  it('runs a lone commit at once, as its own batch', async () => {
    const commit = createGroupCommit<string>({ maxStatements: 100, entryMayHaveFailed })
    const d1 = fakeD1()
    const done = commit(d1, ['order a', 'stock a'])
    expect(d1.batches).toEqual([['order a', 'stock a']])
    await settleAll(d1, [done])
  })

  it('sends the commits made while a batch is in flight together, as the next batch', async () => {
    const commit = createGroupCommit<string>({ maxStatements: 100, entryMayHaveFailed })
    const d1 = fakeD1()
    const first = commit(d1, ['a'])
    const later = [commit(d1, ['b']), commit(d1, ['c']), commit(d1, ['d'])]
    const results = await settleAll(d1, [first, ...later])
    expect(results.every((result) => result.status === 'fulfilled')).toBe(true)
    expect(d1.batches).toEqual([['a'], ['b', 'c', 'd']])
  })

  it('commits each alone when a shared batch fails, so only the failing one fails', async () => {
    const commit = createGroupCommit<string>({ maxStatements: 100, entryMayHaveFailed })
    const d1 = fakeD1()
    const first = commit(d1, ['a'])
    const later = [commit(d1, ['b']), commit(d1, ['bad']), commit(d1, ['c'])]
    const results = await settleAll(d1, [first, ...later])
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ])
    expect((results[2] as PromiseRejectedResult).reason).toEqual(new Error('CHECK constraint failed'))
    expect(d1.batches).toEqual([['a'], ['b', 'bad', 'c'], ['b'], ['bad'], ['c']])
  })

  it('fails every entry at once, without retrying, when a shared batch fails for no entry of its own', async () => {
    const commit = createGroupCommit<string>({ maxStatements: 100, entryMayHaveFailed })
    const d1 = fakeD1()
    const first = commit(d1, ['a'])
    const later = [commit(d1, ['b']), commit(d1, ['down'])]
    const results = await settleAll(d1, [first, ...later])
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'rejected'])
    expect((results[1] as PromiseRejectedResult).reason).toEqual(new Error('D1 is unreachable'))
    expect(d1.batches).toEqual([['a'], ['b', 'down']])
  })

  it('stops a group at its statement limit and sends the rest after it', async () => {
    const commit = createGroupCommit<string>({ maxStatements: 4, entryMayHaveFailed })
    const d1 = fakeD1()
    const first = commit(d1, ['a'])
    const later = [
      commit(d1, ['b1', 'b2']),
      commit(d1, ['c1', 'c2']),
      commit(d1, ['d1', 'd2', 'd3', 'd4', 'd5']),
    ]
    await settleAll(d1, [first, ...later])
    expect(d1.batches).toEqual([['a'], ['b1', 'b2', 'c1', 'c2'], ['d1', 'd2', 'd3', 'd4', 'd5']])
  })

  it('hands the batch in flight to keepAlive, once per batch the caller runs', async () => {
    const commit = createGroupCommit<string>({ maxStatements: 100, entryMayHaveFailed })
    const d1 = fakeD1()
    const kept: Promise<unknown>[] = []
    const first = commit(d1, ['a'], (work) => kept.push(work))
    const second = commit(d1, ['b'], (work) => kept.push(work))
    await settleAll(d1, [first, second])
    expect(kept).toHaveLength(2)
  })
})
