import { type AuthSession, type AuthUser, isStaffRole, STORAGE_KEYS } from '@shop/domain'
import { atom } from 'jotai'
import { atomWithStorage } from 'jotai/utils'
import { isAuthUser, nullable } from './guards'
import { safeJsonStorage } from './json-storage'

const storageOptions = { getOnInit: true }

/** The logged-in user, persisted under `user`. */
export const userAtom = atomWithStorage<AuthUser | null>(
  STORAGE_KEYS.user,
  null,
  safeJsonStorage(nullable(isAuthUser)),
  storageOptions,
)

/**
 * Logged in means a user is known. The session itself is an HttpOnly cookie no script can read (see the API's
 * session-cookie.ts); the stored user is what the screens show, checked against the API on start (SessionCheck).
 */
export const isAuthenticatedAtom = atom((get) => get(userAtom) !== null)

export const isAdminAtom = atom((get) => get(isAuthenticatedAtom) && get(userAtom)?.role === 'admin')

/** Admins and moderators: the people who may enter the admin area (which sections: `canOpenAdminSection`). */
export const isStaffAtom = atom((get) => get(isAuthenticatedAtom) && isStaffRole(get(userAtom)?.role))

/** Stores the user of a successful login or register; the token stays in the answer's cookie, never in storage. */
export const signInAtom = atom(null, (_get, set, session: AuthSession) => {
  set(userAtom, session.user)
})

/** Logout and any 401 forget the user. */
export const signOutAtom = atom(null, (_get, set) => {
  set(userAtom, null)
})

/** Earlier versions kept the token in storage under `auth_token`; it is removed wherever it is still found. */
export function forgetStoredToken() {
  if (typeof localStorage !== 'undefined') localStorage.removeItem(STORAGE_KEYS.authToken)
}
