import { type AuthSession, type AuthUser, isStaffRole, STORAGE_KEYS } from '@shop/domain'
import { atom } from 'jotai'
import { atomWithStorage } from 'jotai/utils'
import { isAuthUser, isNonEmptyString, nullable } from './guards'
import { safeJsonStorage } from './json-storage'

const storageOptions = { getOnInit: true }

/** The bearer token, persisted under `auth_token`. */
export const tokenAtom = atomWithStorage<string | null>(
  STORAGE_KEYS.authToken,
  null,
  safeJsonStorage(nullable(isNonEmptyString)),
  storageOptions,
)

/** The logged-in user, persisted under `user`. */
export const userAtom = atomWithStorage<AuthUser | null>(
  STORAGE_KEYS.user,
  null,
  safeJsonStorage(nullable(isAuthUser)),
  storageOptions,
)

/** Logged in means both a token and a user are known. */
export const isAuthenticatedAtom = atom((get) => get(tokenAtom) !== null && get(userAtom) !== null)

export const isAdminAtom = atom((get) => get(isAuthenticatedAtom) && get(userAtom)?.role === 'admin')

/** Admins and moderators: the people who may enter the admin area (which sections: `canOpenAdminSection`). */
export const isStaffAtom = atom((get) => get(isAuthenticatedAtom) && isStaffRole(get(userAtom)?.role))

/** Stores the token and user of a successful login or register. */
export const signInAtom = atom(null, (_get, set, session: AuthSession) => {
  set(tokenAtom, session.token)
  set(userAtom, session.user)
})

/** Logout and any 401 clear both. */
export const signOutAtom = atom(null, (_get, set) => {
  set(tokenAtom, null)
  set(userAtom, null)
})
