import { describe, expect, it } from 'vitest'
import { PENDING_ADD_LIFETIME_MS, rememberPendingAdd, takePendingAdd } from './pending-add'

/** The tab's storage as far as these rules use it. */
function memoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  }
}

describe('a pending wishlist add', () => {
  it('is taken once, for its own product only', () => {
    const storage = memoryStorage()
    rememberPendingAdd('p1', storage, 1_000)
    expect(takePendingAdd('p2', storage, 2_000)).toBe(false)
    expect(takePendingAdd('p1', storage, 2_000)).toBe(true)
    expect(takePendingAdd('p1', storage, 3_000)).toBe(false)
  })

  it('is replaced by a press on another product', () => {
    const storage = memoryStorage()
    rememberPendingAdd('p1', storage, 1_000)
    rememberPendingAdd('p2', storage, 2_000)
    expect(takePendingAdd('p1', storage, 3_000)).toBe(false)
    expect(takePendingAdd('p2', storage, 3_000)).toBe(true)
  })

  it('is dropped once too old, or when unreadable, whichever product asks', () => {
    const storage = memoryStorage()
    rememberPendingAdd('p1', storage, 0)
    expect(takePendingAdd('p2', storage, PENDING_ADD_LIFETIME_MS + 1)).toBe(false)
    expect(takePendingAdd('p1', storage, PENDING_ADD_LIFETIME_MS + 1)).toBe(false)
    expect(storage.length).toBe(0)

    storage.setItem('shop:wishlist-pending-add', '{not json')
    expect(takePendingAdd('p1', storage)).toBe(false)
    expect(storage.length).toBe(0)
  })

  it('does nothing without a storage', () => {
    rememberPendingAdd('p1', null)
    expect(takePendingAdd('p1', null)).toBe(false)
  })
})
