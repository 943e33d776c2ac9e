/** The synchronous storage shape `atomWithStorage` accepts (jotai does not export the type by name). */
export interface SyncStorage<T> {
  getItem: (key: string, initialValue: T) => T
  setItem: (key: string, value: T) => void
  removeItem: (key: string) => void
  subscribe?: (key: string, callback: (value: T) => void, initialValue: T) => () => void
}

type Guard<T> = (value: unknown) => value is T

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    // Access to localStorage throws when storage is disabled (privacy mode, sandboxed frames).
    return null
  }
}

/** Reads a JSON value; a missing key, unreadable storage or malformed JSON all read as null. */
export function readJson(key: string): unknown {
  try {
    const raw = browserStorage()?.getItem(key)
    return raw == null ? null : JSON.parse(raw)
  } catch {
    return null
  }
}

/** Writes a JSON value; a full or unavailable storage is ignored (the state still lives in memory). */
export function writeJson(key: string, value: unknown): void {
  try {
    browserStorage()?.setItem(key, JSON.stringify(value))
  } catch {
    // Quota exceeded or storage disabled: keep working without persistence.
  }
}

export function removeKey(key: string): void {
  try {
    browserStorage()?.removeItem(key)
  } catch {
    // Same as writeJson: persistence is best effort.
  }
}

/**
 * Storage for `atomWithStorage`: JSON in localStorage, values that fail the guard read as the initial value, and
 * changes made in another tab are picked up.
 */
export function safeJsonStorage<T>(guard: Guard<T>): SyncStorage<T> {
  return {
    getItem(key, initialValue) {
      const value = readJson(key)
      return guard(value) ? value : initialValue
    },
    setItem(key, value) {
      if (value === null) removeKey(key)
      else writeJson(key, value)
    },
    removeItem: removeKey,
    subscribe(key, callback, initialValue) {
      if (typeof window === 'undefined') return () => {}
      const onStorage = (event: StorageEvent) => {
        if (event.key !== key) return
        const value = event.newValue == null ? null : parseOrNull(event.newValue)
        callback(guard(value) ? value : initialValue)
      }
      window.addEventListener('storage', onStorage)
      return () => window.removeEventListener('storage', onStorage)
    },
  }
}

function parseOrNull(raw: string): unknown {
  try {
    return JSON.parse(raw)
  } catch {
    return null
  }
}
