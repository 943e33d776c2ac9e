import { atom } from 'jotai'
import { signOutAtom, userAtom } from './auth'

/**
 * What an open form had not saved when the API refused its session (a 401: the session expired or was revoked),
 * kept in this tab until the same person signs in and the form opens again. `version` is the version of the record
 * the form was editing (If-Match), so the restored save is still checked against what its values were based on.
 */
export interface SessionDraft<V = unknown> {
  userId: string
  version?: string
  values: V
  keptAt: number
}

/** A draft older than this is dropped rather than restored: after a day the admin no longer expects it. */
export const SESSION_DRAFT_LIFETIME_MS = 24 * 60 * 60 * 1000

const DRAFT_KEY_PREFIX = 'shop:draft:'

/** Called with the signed-in user's id as the session ends; each open form with unsaved changes registers one. */
type DraftKeeper = (userId: string) => void
const keepers = new Set<DraftKeeper>()

export function keepDraftWhenSessionEnds(keep: DraftKeeper): () => void {
  keepers.add(keep)
  return () => {
    keepers.delete(keep)
  }
}

/**
 * The API refused the session. Every form with unsaved changes keeps them first (the sign-out unmounts the screens
 * behind the sign-in), then the user is forgotten as on any 401.
 */
export const sessionRefusedAtom = atom(null, (get, set) => {
  const user = get(userAtom)
  if (user) for (const keep of keepers) keep(user._id)
  set(signOutAtom)
})

// sessionStorage: a draft stays in the tab it was typed in and goes when that tab closes.
function tabStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage
  } catch {
    return null
  }
}

export function storeSessionDraft<V>(formKey: string, draft: SessionDraft<V>): void {
  try {
    tabStorage()?.setItem(DRAFT_KEY_PREFIX + formKey, JSON.stringify(draft))
  } catch {
    // A full or disabled storage keeps nothing: the form is lost as it was before drafts were kept.
  }
}

/** The draft kept for this form and this user, if it is recent; another user's draft is never shown. */
export function readSessionDraft<V>(
  formKey: string,
  userId: string,
  now = Date.now(),
): SessionDraft<V> | null {
  let draft: unknown = null
  try {
    const raw = tabStorage()?.getItem(DRAFT_KEY_PREFIX + formKey)
    draft = raw ? JSON.parse(raw) : null
  } catch {
    return null
  }
  if (!isDraftOf<V>(userId, draft)) return null
  return now - draft.keptAt > SESSION_DRAFT_LIFETIME_MS ? null : draft
}

/** Storage is anyone's to write: only a well-formed draft of this user counts as one. */
function isDraftOf<V>(userId: string, value: unknown): value is SessionDraft<V> {
  if (typeof value !== 'object' || value === null) return false
  const draft = value as Partial<SessionDraft<V>>
  return draft.userId === userId && typeof draft.keptAt === 'number' && 'values' in draft
}

export function forgetSessionDraft(formKey: string): void {
  try {
    tabStorage()?.removeItem(DRAFT_KEY_PREFIX + formKey)
  } catch {
    // Nothing to forget where nothing could be stored.
  }
}

/** A chosen logout leaves nothing behind in the tab (a shared computer). */
export function forgetAllSessionDrafts(): void {
  const storage = tabStorage()
  if (!storage) return
  try {
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index))
    for (const key of keys) if (key?.startsWith(DRAFT_KEY_PREFIX)) storage.removeItem(key)
  } catch {
    // As above.
  }
}
