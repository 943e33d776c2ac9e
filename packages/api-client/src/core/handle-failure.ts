import { LOGIN_PATH, loginPathFor } from '@shop/domain'
import { sessionRefusedAtom, shopStore, userAtom } from '@shop/state'
import type { ApiError } from './api-error'
import { clientMessage } from './messages'
import { currentLocation, navigateTo } from './navigation'
import { notify } from './notify'

const AUTH_SCREENS = [LOGIN_PATH, '/register']
/** One session-expired toast however many calls were refused, gone as soon as someone signs in again. */
const SESSION_EXPIRED_TOAST_ID = 'session-expired'

/** Stops the watch for the next sign-in while one is on: parallel refusals share it. */
let stopWatchingForSignIn: (() => void) | null = null

function sayTheSessionExpired(): void {
  notify.error(clientMessage('error.session_expired'), { id: SESSION_EXPIRED_TOAST_ID })
  stopWatchingForSignIn ??= shopStore.sub(userAtom, () => {
    if (shopStore.get(userAtom) === null) return
    stopWatchingForSignIn?.()
    stopWatchingForSignIn = null
    notify.dismiss(SESSION_EXPIRED_TOAST_ID)
  })
}

/**
 * Any 401 clears the stored session and sends the browser to /login remembering where it was; open forms first keep
 * their unsaved changes for the next sign-in (`sessionRefusedAtom`). Other failures show the server's message (or the
 * generic one) as an error toast unless the call suppressed it.
 */
export function handleFailure(error: ApiError, suppressToast: boolean, quietUnauthorized = false): void {
  if (error.status === 401) {
    const hadSession = shopStore.get(userAtom) !== null
    shopStore.set(sessionRefusedAtom)
    if (quietUnauthorized) return
    const here = currentLocation()
    const onAuthScreen = AUTH_SCREENS.some((path) => here === path || here.startsWith(`${path}?`))
    if (!onAuthScreen) navigateTo(loginPathFor(here))
    if (hadSession) {
      sayTheSessionExpired()
      return
    }
  }
  if (!suppressToast) notify.error(error.message || clientMessage('error.generic'))
}
