import { type ReactNode, startTransition, useLayoutEffect, useState } from 'react'
import { Router } from 'react-router-dom'
import type { GuardedHistory } from './guarded-history'

/**
 * The router of the shell (and of a remote opened on its own): React Router's declarative <Router> on a guarded
 * history, so forms can hold a navigation (useUnsavedChangesPrompt) without a data router, whose engine no page
 * here uses and which would cost every page about 18 KB gzip. Location changes render in a transition, as React
 * Router's own routers do, so a lazy screen keeps the page it replaces on screen until it is ready.
 */
export function ShopRouter({ history, children }: { history: GuardedHistory; children: ReactNode }) {
  const [state, setState] = useState({ action: history.action, location: history.location })
  useLayoutEffect(
    () => history.listen(({ action, location }) => startTransition(() => setState({ action, location }))),
    [history],
  )
  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  )
}
