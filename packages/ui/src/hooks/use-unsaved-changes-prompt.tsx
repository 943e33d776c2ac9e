import { useT } from '@shop/i18n'
import { type ReactNode, useCallback, useEffect, useLayoutEffect, useRef } from 'react'
import { type BlockerFunction, type Location, useBlocker } from 'react-router-dom'
import { ConfirmDialog } from '../components/confirm-dialog'

/** Whether moving from one address to another leaves the form. */
export type LeavesForm = (from: Location, to: Location) => boolean

/** By default only another path leaves the form: a filter, sort or page change in the address stays on it. */
const toAnotherPath: LeavesForm = (from, to) => from.pathname !== to.pathname

/**
 * Asks before in-app navigation leaves a form with unsaved changes (the spec's unsaved-changes message, stay or
 * leave), and lets the browser ask before a reload or closing the tab while `isDirty`. Render what it returns:
 *
 * ```tsx
 * const unsavedPrompt = useUnsavedChangesPrompt(form.formState.isDirty)
 * return <form>…{unsavedPrompt}</form>
 * ```
 *
 * A form that navigates after its own save resets its dirty state first (`form.reset(saved)`, then navigate): the
 * navigation is let through as soon as the form re-renders clean. The router honours one blocker at a time, so call
 * it once per screen (in the form that is open), not in every card of it.
 */
export function useUnsavedChangesPrompt(isDirty: boolean, leaves: LeavesForm = toAnotherPath): ReactNode {
  const t = useT()
  const latest = useRef({ isDirty, leaves })
  useLayoutEffect(() => {
    latest.current = { isDirty, leaves }
  })
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      latest.current.isDirty && latest.current.leaves(currentLocation, nextLocation),
    [],
  )
  const blocker = useBlocker(shouldBlock)
  const blocked = blocker.state === 'blocked'

  // Navigation started in the same tick as a reset (a save that moves on) was caught while still dirty.
  useEffect(() => {
    if (blocked && !isDirty) blocker.proceed?.()
  }, [blocked, isDirty, blocker])

  useEffect(() => {
    if (!isDirty) return
    const askBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      // Older browsers show their own question only when returnValue is set.
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', askBeforeUnload)
    return () => window.removeEventListener('beforeunload', askBeforeUnload)
  }, [isDirty])

  return (
    <ConfirmDialog
      open={blocked && isDirty}
      message={t('unsaved_changes.message')}
      confirmLabel={t('unsaved_changes.leave')}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  )
}
