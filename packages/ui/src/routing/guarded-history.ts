import type { Location, NavigationType, UNSAFE_createBrowserHistory } from 'react-router-dom'

/** React Router's history object (browser or memory): what its <Router> navigates with. */
export type History = ReturnType<typeof UNSAFE_createBrowserHistory>
type Listener = Parameters<History['listen']>[0]
type To = Parameters<History['push']>[0]

/**
 * Decides whether to hold a navigation from `from` to `to`. Holding returns true and keeps `proceed`, which makes the
 * navigation happen later (the shopper chose to leave); a navigation nobody holds happens at once.
 */
export type NavigationGuard = (from: Location, to: Location, proceed: () => void) => boolean

export interface GuardedHistory extends History {
  /** Adds a guard; the returned function removes it. */
  guard(guard: NavigationGuard): () => void
}

export function isGuardedHistory(navigator: unknown): navigator is GuardedHistory {
  return typeof (navigator as Partial<GuardedHistory> | null)?.guard === 'function'
}

/**
 * A history whose navigations can be held: a form with unsaved changes asks before the page leaves it. Links and
 * `navigate()` are held before they touch the address; the browser's back and forward buttons have already moved it,
 * so a held one is undone with the opposite step (the same thing React Router's data routers do for `useBlocker`).
 */
export function createGuardedHistory(inner: History): GuardedHistory {
  const guards = new Set<NavigationGuard>()
  const listeners = new Set<Listener>()
  /** Pops that undo or redo a held back/forward step: they pass without asking and without rendering. */
  let silentPops = 0
  let passNextPop = false
  /** Where the page is: during a back/forward step the inner history already reports where it is going. */
  let current = inner.location

  const locationOf = (to: To): Location => {
    const url = inner.createURL(to)
    return { pathname: url.pathname, search: url.search, hash: url.hash, state: null, key: 'guarded' }
  }
  const heldByGuard = (to: Location, proceed: () => void) =>
    [...guards].some((guard) => guard(current, to, proceed))

  const move = (method: 'push' | 'replace') => (to: To, state?: unknown) => {
    const go = () => inner[method](to, state)
    if (!heldByGuard(locationOf(to), go)) go()
  }

  inner.listen((update) => {
    if (update.action === 'POP') {
      if (silentPops > 0) {
        silentPops -= 1
        return
      }
      const delta = update.delta
      const redo = () => {
        passNextPop = true
        if (delta) inner.go(delta)
      }
      if (passNextPop) passNextPop = false
      else if (delta && heldByGuard(update.location, redo)) {
        silentPops += 1
        inner.go(-delta)
        return
      }
    }
    current = update.location
    for (const listener of listeners) listener(update)
  })

  return {
    get action(): NavigationType {
      return inner.action
    },
    get location() {
      return inner.location
    },
    createHref: (to) => inner.createHref(to),
    createURL: (to) => inner.createURL(to),
    encodeLocation: (to) => inner.encodeLocation(to),
    push: move('push'),
    replace: move('replace'),
    go: (delta) => inner.go(delta),
    listen(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    guard(guard) {
      guards.add(guard)
      return () => guards.delete(guard)
    },
  }
}
