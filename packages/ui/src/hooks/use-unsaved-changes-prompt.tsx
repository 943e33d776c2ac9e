import { useT } from '@shop/i18n'
import { type ReactNode, useContext, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { type Location, UNSAFE_NavigationContext } from 'react-router-dom'
import { ConfirmDialog } from '../components/confirm-dialog'
import { isGuardedHistory } from '../routing/guarded-history'

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
 * navigation is let through as soon as the form re-renders clean. Call it once per screen (in the form that is open),
 * not in every card of it. It needs the shop's router (<ShopRouter>), whose history can hold a navigation.
 */
export function useUnsavedChangesPrompt(isDirty: boolean, leaves: LeavesForm = toAnotherPath): ReactNode {
  const t = useT()
  const { navigator } = useContext(UNSAFE_NavigationContext)
  if (!isGuardedHistory(navigator)) throw new Error('useUnsavedChangesPrompt needs <ShopRouter>')
  const latestLeaves = useRef(leaves)
  useLayoutEffect(() => {
    latestLeaves.current = leaves
  })
  /** The navigation held while the question is open. */
  const [held, setHeld] = useState<{ proceed: () => void } | null>(null)

  useEffect(() => {
    if (!isDirty) return
    return navigator.guard((from, to, proceed) => {
      if (!latestLeaves.current(from, to)) return false
      setHeld({ proceed })
      return true
    })
  }, [isDirty, navigator])

  // Navigation started in the same tick as a reset (a save that moves on) was held while still dirty.
  useEffect(() => {
    if (held && !isDirty) {
      setHeld(null)
      held.proceed()
    }
  }, [held, isDirty])

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
      open={held !== null && isDirty}
      message={t('unsaved_changes.message')}
      confirmLabel={t('unsaved_changes.leave')}
      onConfirm={() => {
        setHeld(null)
        held?.proceed()
      }}
      onCancel={() => setHeld(null)}
    />
  )
}
