import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { afterFirstPaint } from './after-first-paint'

class FakeDocument extends EventTarget {
  visibilityState: DocumentVisibilityState = 'visible'
}

let document: FakeDocument
let paints: string[]
let frames: FrameRequestCallback[]

beforeEach(() => {
  vi.useFakeTimers()
  document = new FakeDocument()
  paints = []
  frames = []
  vi.stubGlobal('document', document)
  vi.stubGlobal('performance', {
    getEntriesByName: (name: string) => paints.filter((paint) => paint === name),
  })
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback))
  // nextTask's timer fallback, as in a browser without scheduler.yield().
  vi.stubGlobal('scheduler', undefined)
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

/** Whether the promise has settled, after every microtask queued so far. */
async function settled(promise: Promise<void>) {
  let done = false
  void promise.then(() => {
    done = true
  })
  await Promise.resolve()
  await Promise.resolve()
  return done
}

/** The browser's next frame: its callbacks run, then it paints. */
function paintFrame() {
  const callbacks = frames.splice(0)
  for (const callback of callbacks) callback(0)
  paints.push('first-contentful-paint')
}

describe('afterFirstPaint', () => {
  it('waits for the next frame and resolves in a task after its paint', async () => {
    const waiting = afterFirstPaint()
    vi.runAllTimers()
    expect(await settled(waiting)).toBe(false)

    paintFrame()
    expect(await settled(waiting)).toBe(false)
    vi.runAllTimers()
    expect(await settled(waiting)).toBe(true)
  })

  it('resolves in the next task, without a frame, when the first screen has already been painted', async () => {
    paints.push('first-contentful-paint')
    const waiting = afterFirstPaint()
    expect(await settled(waiting)).toBe(false)
    vi.runAllTimers()
    expect(await settled(waiting)).toBe(true)
    expect(frames).toHaveLength(0)
  })

  it('resolves in the next task in a tab opened in the background, where no frame comes', async () => {
    document.visibilityState = 'hidden'
    const waiting = afterFirstPaint()
    expect(await settled(waiting)).toBe(false)
    vi.runAllTimers()
    expect(await settled(waiting)).toBe(true)
  })

  it('resolves when the tab goes to the background before its first frame', async () => {
    const waiting = afterFirstPaint()
    document.visibilityState = 'hidden'
    document.dispatchEvent(new Event('visibilitychange'))
    expect(await settled(waiting)).toBe(true)
  })
})
