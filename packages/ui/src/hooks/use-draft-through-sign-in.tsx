import { STORAGE_KEYS } from '@shop/domain'
import { useT } from '@shop/i18n'
import {
  forgetSessionDraft,
  keepDraftWhenSessionEnds,
  readSessionDraft,
  storeSessionDraft,
  userAtom,
} from '@shop/state'
import { useAtomValue } from 'jotai'
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { FormNotice } from '../components/form-notice'

interface DraftThroughSignInOptions<V> {
  /** The form and its record, e.g. `admin.product:<id>`: a draft returns only to the form it was typed in. */
  formKey: string
  isDirty: boolean
  /** The form's values now; read as the session ends. */
  values: () => V
  /** Puts kept values into the form, whose saved values stay the record's (so it counts as unsaved). */
  restore: (values: V) => void
  /** The version of the record the form edits (its If-Match), if it has one. */
  version?: string
}

interface DraftThroughSignIn {
  /**
   * The version the form's save must name: a restored draft's, which its values were based on, so a record changed
   * meanwhile is refused (412) rather than overwritten.
   */
  version: string | undefined
  /** Tells the person their typing came back; render it at the top of the form. */
  notice: ReactNode
}

/**
 * A form whose session ends under it (a 401 sends the browser to sign in) keeps its unsaved values in the tab, and
 * gets them back when the same person signs in and the form opens again. Passwords never go through this.
 */
export function useDraftThroughSignIn<V>({
  formKey,
  isDirty,
  values,
  restore,
  version,
}: DraftThroughSignInOptions<V>): DraftThroughSignIn {
  const t = useT()
  const user = useAtomValue(userAtom)
  const [draft] = useState(() => (user ? readSessionDraft<V>(formKey, user._id) : null))
  const effectiveVersion = draft ? draft.version : version

  const latest = useRef({ values, restore, version: effectiveVersion, user })
  useLayoutEffect(() => {
    latest.current = { values, restore, version: effectiveVersion, user }
  })

  // biome-ignore lint/correctness/useExhaustiveDependencies: a draft is restored once, when the form opens
  useEffect(() => {
    if (!draft) return
    latest.current.restore(draft.values)
    forgetSessionDraft(formKey)
  }, [])

  useEffect(() => {
    if (!isDirty) return
    const keep = (userId: string) =>
      storeSessionDraft(formKey, {
        userId,
        version: latest.current.version,
        values: latest.current.values(),
        keptAt: Date.now(),
      })
    const stopKeeping = keepDraftWhenSessionEnds(keep)
    // Another tab's sign-out (its refused session, or a logout there) reaches this one as a storage event, and this
    // tab's screens go as well; the storage event fires in other tabs only, never in the one that signed out.
    const keepOnSignOutElsewhere = (event: StorageEvent) => {
      const signedIn = latest.current.user
      if (event.key === STORAGE_KEYS.user && event.newValue === null && signedIn) keep(signedIn._id)
    }
    window.addEventListener('storage', keepOnSignOutElsewhere)
    return () => {
      stopKeeping()
      window.removeEventListener('storage', keepOnSignOutElsewhere)
    }
  }, [isDirty, formKey])

  return {
    version: effectiveVersion,
    notice: draft ? <FormNotice>{t('session_draft.restored')}</FormNotice> : null,
  }
}
