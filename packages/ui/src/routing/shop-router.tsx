import { type ReactNode, startTransition, useLayoutEffect, useState } from 'react'
import { type Location, Router } from 'react-router-dom'
import type { GuardedHistory } from './guarded-history'
import { useNewPageAtTop } from './use-new-page-at-top'

const sameLocation = (a: Location, b: Location) =>
  a.pathname === b.pathname && a.search === b.search && a.hash === b.hash && a.key === b.key

/**
 * The router of the shell (and of a remote opened on its own): React Router's declarative <Router> on a guarded
 * history, so forms can hold a navigation (useUnsavedChangesPrompt) without a data router, whose engine no page
 * here uses and which would cost every page about 18 KB gzip. Location changes render in a transition, as React
 * Router's own routers do, so a lazy screen keeps the page it replaces on screen until it is ready.
 *
 * A new page opens at its top (useNewPageAtTop).
 *
 * The shell's first render is itself a transition, sliced over several tasks: a back or forward step taken while it
 * renders, before the router listens, is caught up as soon as it does.
 */
export function ShopRouter({ history, children }: { history: GuardedHistory; children: ReactNode }) {
  const [state, setState] = useState({ action: history.action, location: history.location })
  useLayoutEffect(() => {
    const unlisten = history.listen(({ action, location }) =>
      startTransition(() => setState({ action, location })),
    )
    setState((rendered) =>
      sameLocation(rendered.location, history.location)
        ? rendered
        : { action: history.action, location: history.location },
    )
    return unlisten
  }, [history])
  useNewPageAtTop(state.location, state.action)
  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  )
}
