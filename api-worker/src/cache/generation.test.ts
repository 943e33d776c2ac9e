import { beforeEach, describe, expect, it } from 'vitest'
import type { D1Database } from '../env'
import {
  cacheGenerationOf,
  forgetCacheGeneration,
  GENERATION_MEMO_MS,
  GENERATION_REFRESH_AFTER_MS,
} from './generation'

/** A D1 whose generation reads wait until the test answers them, counting the reads. */
function primary() {
  let waiting: Array<(value: number) => void> = []
  const d1 = {
    withSession: () => ({
      prepare: () => ({
        first: () => new Promise((resolve) => waiting.push((value) => resolve({ value }))),
      }),
      getBookmark: () => 'bookmark',
    }),
  }
  return {
    d1: d1 as unknown as D1Database,
    reads: () => waiting.length,
    answer(value: number) {
      const readers = waiting
      waiting = []
      for (const reader of readers) reader(value)
    },
    /** Answers the latest read alone. */
    answerLatest(value: number) {
      waiting.pop()?.(value)
    },
  }
}

beforeEach(() => forgetCacheGeneration())

describe('the visitor cache generation an isolate keeps', () => {
  it('is read once by requests that need it at the same time, and kept for GENERATION_MEMO_MS', async () => {
    const db = primary()
    const first = [cacheGenerationOf(db.d1, { now: 0 }), cacheGenerationOf(db.d1, { now: 5 })]
    expect(db.reads()).toBe(1)
    db.answer(7)
    expect((await Promise.all(first)).map((read) => read.value)).toEqual([7, 7])
    expect((await cacheGenerationOf(db.d1, { now: GENERATION_MEMO_MS - 1 })).value).toBe(7)
    expect(db.reads()).toBe(0)
    const expired = cacheGenerationOf(db.d1, { now: GENERATION_MEMO_MS })
    expect(db.reads()).toBe(1)
    db.answer(8)
    expect((await expired).value).toBe(8)
  })

  it('answers from the kept value near its end and reads the next one beside the request', async () => {
    const db = primary()
    const started = cacheGenerationOf(db.d1, { now: 0 })
    db.answer(3)
    await started
    const kept: Promise<unknown>[] = []
    const background = (work: Promise<unknown>) => kept.push(work)
    expect((await cacheGenerationOf(db.d1, { now: GENERATION_REFRESH_AFTER_MS - 1, background })).value).toBe(
      3,
    )
    expect(kept).toHaveLength(0)
    expect((await cacheGenerationOf(db.d1, { now: GENERATION_REFRESH_AFTER_MS, background })).value).toBe(3)
    expect(
      (await cacheGenerationOf(db.d1, { now: GENERATION_REFRESH_AFTER_MS + 10, background })).value,
    ).toBe(3)
    expect(kept).toHaveLength(1)
    expect(db.reads()).toBe(1)
    db.answer(4)
    await Promise.all(kept)
    // The refreshed value counts from when its read began.
    const later = GENERATION_REFRESH_AFTER_MS + GENERATION_MEMO_MS - 1
    expect((await cacheGenerationOf(db.d1, { now: later })).value).toBe(4)
    expect(db.reads()).toBe(0)
  })

  it('without a way to keep work running, starts no read before the kept value expires', async () => {
    const db = primary()
    const started = cacheGenerationOf(db.d1, { now: 0 })
    db.answer(1)
    await started
    expect((await cacheGenerationOf(db.d1, { now: GENERATION_MEMO_MS - 1 })).value).toBe(1)
    expect(db.reads()).toBe(0)
  })

  it('after a write in this isolate, neither answers with nor keeps a read that began before it', async () => {
    const db = primary()
    const before = cacheGenerationOf(db.d1, { now: 0 })
    forgetCacheGeneration()
    const after = cacheGenerationOf(db.d1, { now: 1 })
    expect(db.reads()).toBe(2)
    db.answerLatest(6)
    expect((await after).value).toBe(6)
    // The read from before the write comes back last, with the old value: its callers get it, the isolate does not.
    db.answerLatest(5)
    expect((await before).value).toBe(5)
    expect((await cacheGenerationOf(db.d1, { now: 2 })).value).toBe(6)
    expect(db.reads()).toBe(0)
  })
})
