import { afterEach, describe, expect, it, vi } from 'vitest'
import { nextTask } from './next-task'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('nextTask', () => {
  it('hands over to scheduler.yield where the browser has it', async () => {
    const yielded = vi.fn(async () => {})
    vi.stubGlobal('scheduler', { yield: yielded })
    await nextTask()
    expect(yielded).toHaveBeenCalledOnce()
  })

  it('elsewhere resolves in a timer task, after the current task and its microtasks', async () => {
    vi.stubGlobal('scheduler', undefined)
    vi.useFakeTimers()
    const order: string[] = []
    const waited = nextTask().then(() => order.push('next task'))
    await Promise.resolve().then(() => order.push('microtask'))
    expect(order).toEqual(['microtask'])
    vi.runAllTimers()
    await waited
    expect(order).toEqual(['microtask', 'next task'])
  })
})
